import { Link } from 'react-router';
import { Panel } from '#web/admin/components/admin-page';
import { useDashboardT } from './i18n';

/**
 * Published products the GPSR publish rule would not let publish now (docs/rules.md#product-safety):
 * products from before the rule, or whose manufacturer moved outside the EU.
 */
export function SafetyMissing({ count }: { count: number }) {
  const t = useDashboardT();
  return (
    <Panel title={t('dash.safety')} description={t('dash.safetyNote')}>
      <div className="flex flex-col gap-3 p-5">
        {count === 0 ? (
          <p className="text-sm text-muted" data-testid="dashboard-safety-missing" data-count="0">
            {t('dash.safetyNone')}
          </p>
        ) : (
          <>
            <p
              className="text-2xl font-semibold text-warning-700"
              data-testid="dashboard-safety-missing"
              data-count={count}
            >
              {t('dash.safetyCount', { count })}
            </p>
            <Link
              to="/admin/products?safety_missing=true"
              className="self-start font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t('dash.safetyOpen')}
            </Link>
          </>
        )}
      </div>
    </Panel>
  );
}
