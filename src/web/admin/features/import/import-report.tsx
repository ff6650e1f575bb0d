import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '#web/admin/components/data-table';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { formatNumber } from '#web/admin/lib/format';
import type { ImportError } from './import-queries';
import { useImportT } from './i18n';

const column = createColumnHelper<ImportError>();
/** A report lists this many errors; a file with more is usually one mistake repeated. */
const SHOWN = 200;

/** A file's errors by row and column (row 1 is the header), the way to fix the file. */
export function ImportErrors({ errors }: { errors: ImportError[] }) {
  const t = useImportT();
  const adminT = useAdminT();
  const locale = useAdminLocale();
  const columns = useMemo(
    () => [
      column.accessor('row', {
        header: t('import.row'),
        cell: ({ getValue }) => formatNumber(locale, getValue()),
        meta: { align: 'right', className: 'w-24 font-medium' },
      }),
      column.accessor('column', {
        header: t('import.column'),
        cell: ({ getValue }) => (
          <code className="text-xs">{getValue() || adminT('common.none')}</code>
        ),
        meta: { className: 'w-48' },
      }),
      column.accessor('message', { header: t('import.message') }),
    ],
    [t, adminT, locale],
  );
  const shown = errors.slice(0, SHOWN);
  return (
    <div className="flex flex-col gap-2">
      <DataTable
        columns={columns}
        data={shown}
        caption={t('import.reportCaption')}
        showCaption
        rowProps={(e) => ({ 'data-row': String(e.row), 'data-column': e.column ?? '' })}
      />
      {errors.length > SHOWN && (
        <p className="text-sm text-muted">
          {t('import.moreErrors', { count: errors.length - SHOWN })}
        </p>
      )}
    </div>
  );
}
