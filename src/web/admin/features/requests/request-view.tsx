import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RequestDetail } from '#contracts/admin/requests';
import { Panel } from '#web/admin/components/admin-page';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { useRequestsT } from './i18n';
import { formatDateTime } from '#web/admin/lib/format';
import { RequestStatusBadge } from './request-status';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * The shopper's request as they sent it. Every text is shown as text (React escapes it): what
 * a shopper typed is never markup here.
 */
export function RequestCard({ detail }: { detail: RequestDetail }) {
  const t = useRequestsT();
  const adminT = useAdminT();
  const locale = useAdminLocale();
  const { request, product } = detail;
  return (
    <Panel title={t('req.request')} actions={<RequestStatusBadge status={request.status} />}>
      <div className="flex flex-col gap-5 p-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={t('req.product')}>
            <Link
              to={`/admin/products/${product.id}`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {product.title}
            </Link>
            <span className="block text-xs text-muted">{t('req.sku', { sku: product.sku })}</span>
          </Fact>
          <Fact label={t('req.sent')}>{formatDateTime(locale, request.created_at)}</Fact>
          <Fact label={t('req.name')}>{request.name}</Fact>
          <Fact label={t('req.email')}>
            <a
              href={`mailto:${request.email}`}
              className="break-all text-brand-700 hover:underline"
            >
              {request.email}
            </a>
          </Fact>
          {request.phone && <Fact label={t('req.phone')}>{request.phone}</Fact>}
          <Fact label={t('req.language')}>{adminT(`lang.${request.locale}`)}</Fact>
        </dl>
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t('req.message')}
          </h3>
          <p className="mt-1 rounded-md bg-canvas p-4 break-words whitespace-pre-wrap">
            {request.message}
          </p>
        </div>
      </div>
    </Panel>
  );
}

/** The staff's replies, oldest first, each as it was mailed. */
export function RequestThread({ detail }: { detail: RequestDetail }) {
  const t = useRequestsT();
  const locale = useAdminLocale();
  return (
    <Panel title={t('req.thread')}>
      {detail.thread.length === 0 ? (
        <p className="p-5 text-sm text-muted">{t('req.noReplies')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line" aria-label={t('req.thread')}>
          {detail.thread.map((m) => (
            <li key={m.id} className="flex flex-col gap-1.5 p-5" data-testid="request-reply">
              <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span className="font-semibold">
                  {t('req.repliedBy', { email: m.staff_email })}
                </span>
                <time dateTime={m.created_at} className="text-muted">
                  {formatDateTime(locale, m.created_at)}
                </time>
              </p>
              <p className="break-words whitespace-pre-wrap">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
