import { useState } from 'react';
import type { Route } from './+types/staff';
import { Button } from '#web/components/ui/button';
import { PlusIcon } from '#web/components/ui/icons';
import { AdminPage } from '../components/admin-page';
import { AddStaffDialog } from '../features/staff/staff-dialogs';
import { StaffTable } from '../features/staff/staff-table';
import { requireOwner } from '../lib/session.server';
import { useStaffT } from '../features/staff/i18n';

/** Owner only: staff get the 403 page (the shell's error boundary) and no link to it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, context);
  return null;
}

export default function StaffPage() {
  const t = useStaffT();
  const [adding, setAdding] = useState(false);
  return (
    <AdminPage
      title={t('staff.title')}
      description={t('staff.intro')}
      actions={
        <Button
          icon={<PlusIcon size={18} />}
          aria-haspopup="dialog"
          onClick={() => setAdding(true)}
        >
          {t('staff.add')}
        </Button>
      }
    >
      <StaffTable />
      <AddStaffDialog open={adding} onClose={() => setAdding(false)} />
    </AdminPage>
  );
}
