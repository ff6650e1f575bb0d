import { Link } from 'react-router';
import type { Dashboard } from '#contracts/admin/dashboard';
import { Badge } from '#web/components/ui/badge';
import { Panel } from '#web/admin/components/admin-page';
import { useDashboardT } from './i18n';

/** Sold-out products most back-in-stock subscribers wait for (docs/rules.md#back-in-stock). */
export function MostAwaited({ items }: { items: Dashboard['most_awaited'] }) {
  const t = useDashboardT();
  return (
    <Panel title={t('dash.awaited')} description={t('dash.awaitedNote')}>
      {items.length === 0 ? (
        <p className="p-5 text-sm text-muted">{t('dash.noAwaited')}</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="most-awaited">
          {items.map((p) => (
            <li
              key={p.id}
              className="flex items-center justify-between gap-3 px-5 py-2.5 text-sm"
              data-product-id={p.id}
            >
              <Link
                to={`/admin/products/${p.id}`}
                className="min-w-0 text-brand-700 hover:underline"
              >
                <span className="block truncate">{p.title}</span>
                <span className="block font-mono text-xs text-muted">{p.sku}</span>
              </Link>
              <Badge tone="brand">{t('dash.waiting', { count: p.waiting })}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
