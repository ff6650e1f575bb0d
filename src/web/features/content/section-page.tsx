import type { Section } from '#contracts/content';
import { PostListing, type PostListingProps } from './post-listing';

type SectionPageProps = Omit<PostListingProps, 'heading' | 'activeUrl' | 'pageStyle'> & {
  section: Section;
};

/** One section of the blog or news: its title and description over its posts. */
export function SectionPage({ section, ...listing }: SectionPageProps) {
  return (
    <PostListing
      {...listing}
      heading={
        <>
          <h1 className="font-display text-h1 font-semibold text-ink">{section.title}</h1>
          {section.description && (
            <p className="mt-2 max-w-2xl text-muted">{section.description}</p>
          )}
        </>
      }
      activeUrl={section.url}
      pageStyle="path"
    />
  );
}
