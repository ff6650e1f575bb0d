import { Link } from 'react-router';
import type { Preset } from '#contracts/catalog';
import { ArrowRightIcon, SparkIcon } from '#web/components/ui/icons';
import { useT } from '#web/lib/i18n/use-translate';

/** The shop's presets (saved filter sets with their own pages); nothing when there are none. */
export function PresetLinks({ presets }: { presets: Preset[] }) {
  const t = useT();
  if (presets.length === 0) return null;
  return (
    <section className="bg-canvas py-14" aria-labelledby="home-presets">
      <div className="container-page">
        <h2 id="home-presets" className="font-display text-h2 font-semibold">
          {t('home.presets')}
        </h2>
        <p className="mt-1 text-muted">{t('home.presetsText')}</p>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {presets.map((p) => (
            <li key={p.id} className="min-w-0">
              <Link
                to={p.url}
                className="group flex h-full items-center gap-4 rounded-card bg-white p-4 ring-1 ring-line transition-shadow hover:shadow-card-hover"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-600">
                  <SparkIcon size={20} />
                </span>
                <span className="min-w-0 flex-1 font-semibold wrap-break-word hyphens-auto text-ink group-hover:text-brand-600">
                  {p.title}
                </span>
                <ArrowRightIcon size={18} className="text-muted group-hover:text-brand-600" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
