import type { ReactNode } from 'react';
import type { ContentKind, PostSummary } from '#contracts/content';
import type { contentPageData } from '#domain/content/content-address';
import { pageHref, type PageAddressStyle } from '#domain/pagination/page-address';
import type { PageRange } from '#domain/pagination/page-value';
import { PageBar } from '#web/components/ui/page-bar';
import { useT } from '#web/lib/i18n/use-translate';
import { PostGrid } from './post-card';
import { SectionNav } from './section-nav';

export interface PostListingProps {
  kind: ContentKind;
  heading: ReactNode;
  sections: Array<{ id: number; title: string; url: string }>;
  /** The section being shown (its chip is marked), null on the list of every post. */
  activeUrl: string | null;
  listing: { posts: PostSummary[]; lastPage: number };
  page: PageRange;
  search: string;
  /** The current address; the page bar's links keep its search. */
  address: string;
  /** The blog and news lists take `?page=`, a section a `/page={n}` segment. */
  pageStyle: PageAddressStyle;
  pageData: ReturnType<typeof contentPageData>;
}

/** A page of posts, the blog or news list's or a section's: heading, sections, grid, page bar. */
export function PostListing(props: PostListingProps) {
  const t = useT();
  const { kind, sections, activeUrl, listing, page, search, address, pageStyle, pageData } = props;
  return (
    <div className="container-page py-8">
      {props.heading}
      <SectionNav
        kind={kind}
        sections={sections}
        activeUrl={activeUrl}
        action={pageData.routeName}
        search={search}
      />
      <section className="mt-6" data-page-data={JSON.stringify(pageData)}>
        {listing.posts.length === 0 ? (
          <p className="py-16 text-center text-muted">{t('content.empty')}</p>
        ) : (
          <PostGrid posts={listing.posts} />
        )}
      </section>
      <PageBar
        page={page}
        lastPage={listing.lastPage}
        href={(n) => pageHref({ style: pageStyle, base: address, page: n })}
      />
    </div>
  );
}
