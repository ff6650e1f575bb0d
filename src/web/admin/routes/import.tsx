import { AdminPage, Panel } from '../components/admin-page';
import { DownloadIcon } from '../components/admin-icons';
import { buttonClasses } from '#web/components/ui/button';
import { EXPORT_URL } from '../features/import/import-queries';
import { ImportPanel } from '../features/import/import-panel';
import { useImportT } from '../features/import/i18n';

/** CSV import (dry run first, then all or nothing, with progress) and the export. */
export default function ImportPage() {
  const t = useImportT();
  return (
    <AdminPage title={t('import.title')}>
      <ImportPanel />
      <Panel title={t('import.export')} description={t('import.exportText')}>
        <div className="p-5">
          {/* A plain link: the browser downloads the streamed file itself. */}
          <a href={EXPORT_URL} download className={buttonClasses({ variant: 'secondary' })}>
            <DownloadIcon size={18} />
            {t('import.exportLink')}
          </a>
        </div>
      </Panel>
    </AdminPage>
  );
}
