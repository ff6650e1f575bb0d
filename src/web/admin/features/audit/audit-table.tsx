import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AuditEntry } from '#contracts/admin/audit';
import { PagedTable } from '#web/admin/components/pager';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { addressPage } from '#web/admin/lib/address-filters';
import { formatDateTime } from '#web/admin/lib/format';
import { fieldChanges } from './changes';
import { useAuditList } from './audit-queries';
import { auditTexts, useAuditT } from './i18n';

const column = createColumnHelper<AuditEntry>();

function Changes({ entry }: { entry: AuditEntry }) {
  const t = useAuditT();
  const adminT = useAdminT();
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-muted">{t('audit.noChanges')}</span>;
  return (
    <details className="group">
      <summary className="inline-flex min-h-8 items-center rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('audit.show')} ({changes.length})
      </summary>
      <table className="mt-2 w-full max-w-xl text-xs">
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="py-1 pr-3 font-semibold">
              {t('audit.field')}
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              {t('audit.before')}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {t('audit.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.field} className="border-t border-line align-top">
              <th scope="row" className="py-1 pr-3 text-left font-mono font-medium">
                {c.field}
              </th>
              <td className="py-1 pr-3 break-all text-danger-700">
                {c.before ?? adminT('common.none')}
              </td>
              <td className="py-1 break-all text-success-700">
                {c.after ?? adminT('common.none')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The audit log, newest first, filtered and paged by the address. */
export function AuditTable() {
  const t = useAuditT();
  const locale = useAdminLocale();
  const [params] = useSearchParams();
  const page = addressPage(params);
  const entries = useAuditList(params);

  const columns = useMemo(() => {
    const label = (prefix: 'audit.action.' | 'audit.entity.', value: string) => {
      const key = `${prefix}${value}`;
      return auditTexts.has(key) ? t(key) : value;
    };
    return [
      column.accessor('created_at', {
        header: t('audit.when'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{formatDateTime(locale, getValue())}</span>
        ),
      }),
      column.accessor('staff_email', { header: t('audit.who') }),
      column.accessor('action', {
        header: t('audit.what'),
        cell: ({ getValue }) => label('audit.action.', getValue()),
      }),
      column.accessor('entity', {
        header: t('audit.object'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {label('audit.entity.', row.original.entity)}
            {row.original.entity_id && (
              <span className="ml-1.5 font-mono text-xs text-muted">
                #{row.original.entity_id.slice(0, 12)}
              </span>
            )}
          </span>
        ),
      }),
      column.display({
        id: 'changes',
        header: t('audit.changes'),
        cell: ({ row }) => <Changes entry={row.original} />,
        meta: { className: 'min-w-80' },
      }),
    ];
  }, [t, locale]);

  return (
    <PagedTable
      list={entries}
      page={page}
      columns={columns}
      caption={t('audit.caption')}
      getRowId={(e) => String(e.id)}
      empty={
        <>
          <span className="block font-semibold text-ink">{t('audit.empty')}</span>
          <span className="mt-1 block">{t('audit.emptyText')}</span>
        </>
      }
      verticalAlign="top"
    />
  );
}
