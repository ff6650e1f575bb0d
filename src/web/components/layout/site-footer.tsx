import { Link } from 'react-router';
import type { Menu } from '../../../contracts/catalog';
import { useT } from '../../lib/i18n/use-translate';

export function SiteFooter({ menu }: { menu: Menu }) {
  const t = useT();
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <p className="text-sm text-muted">{t('footer.about')}</p>
        <nav aria-label={t('nav.presets')}>
          <h2 className="mb-2 font-semibold">{t('nav.presets')}</h2>
          <ul className="space-y-1 text-sm">
            {menu.presets.map((p) => (
              <li key={p.id}>
                <Link to={p.url}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="pb-6 text-center text-xs text-muted">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
