import type { ComplaintPhoto } from '#contracts/returns';
import { useReturnsT } from './i18n';

/**
 * A complaint's photos, at the back office's own addresses (a staff session is needed; they are
 * never in the public media). Each opens full size in a new tab.
 */
export function ReturnPhotos({ photos }: { photos: ComplaintPhoto[] }) {
  const t = useReturnsT();
  return (
    <ul className="flex flex-wrap gap-3 px-5 py-4" data-testid="return-photos">
      {photos.map((p, i) => (
        <li key={p.url}>
          <a
            href={p.url}
            target="_blank"
            rel="noreferrer"
            className="block rounded-md focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <img
              src={p.url}
              width={p.width}
              height={p.height}
              alt={t('detail.photoAlt', { n: i + 1 })}
              loading="lazy"
              className="h-32 w-auto rounded-md border border-line object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
