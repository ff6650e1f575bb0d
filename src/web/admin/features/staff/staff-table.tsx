import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { StaffMember, StaffRole } from '#contracts/admin/staff';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/empty-state';
import { Select } from '#web/components/ui/select';
import { useToast } from '#web/components/ui/toast';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog';
import { DataTable } from '#web/admin/components/data-table';
import { KeyIcon } from '#web/admin/components/admin-icons';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { ApiError } from '#web/admin/lib/api';
import { formatDate } from '#web/admin/lib/format';
import { useMe } from '#web/admin/lib/session';
import { errorMessage } from '#web/admin/lib/use-admin-form';
import { ResetPasswordDialog } from './staff-dialogs';
import { useStaffList, useUpdateStaff } from './staff-queries';
import { useStaffT } from './i18n';

const column = createColumnHelper<StaffMember>();

/** Every back-office account: role changed in place, disabling confirmed, passwords reset. */
export function StaffTable() {
  const t = useStaffT();
  const adminT = useAdminT();
  const locale = useAdminLocale();
  const me = useMe();
  const { toast } = useToast();
  const list = useStaffList();
  const update = useUpdateStaff();
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [disabling, setDisabling] = useState<StaffMember | null>(null);

  const columns = useMemo(() => {
    const failed = (error: unknown) =>
      error instanceof ApiError && error.code === 'last_owner'
        ? t('staff.lastOwner')
        : errorMessage(adminT, error);
    const changeRole = (member: StaffMember, role: StaffRole) =>
      update.mutate(
        { id: member.id, change: { role } },
        {
          onSuccess: () =>
            toast({ tone: 'success', title: t('staff.savedToast', { email: member.email }) }),
          onError: (error) => toast({ tone: 'error', title: failed(error) }),
        },
      );
    const enable = (member: StaffMember) =>
      update.mutate(
        { id: member.id, change: { disabled: false } },
        {
          onSuccess: () =>
            toast({ tone: 'success', title: t('staff.savedToast', { email: member.email }) }),
          onError: (error) => toast({ tone: 'error', title: failed(error) }),
        },
      );
    return [
      column.accessor('email', {
        header: t('staff.email'),
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2 font-medium">
            {row.original.email}
            {row.original.email === me.email && <Badge tone="brand">{t('staff.you')}</Badge>}
          </span>
        ),
      }),
      column.accessor('role', {
        header: t('staff.role'),
        cell: ({ row }) => (
          <Select
            size="sm"
            aria-label={t('staff.roleOf', { email: row.original.email })}
            value={row.original.role}
            // One's own role and account are left alone here: a slip would lock oneself out.
            disabled={update.isPending || row.original.email === me.email}
            onChange={(e) => changeRole(row.original, e.target.value as StaffRole)}
            className="w-40"
            options={[
              { value: 'owner', label: adminT('role.owner') },
              { value: 'staff', label: adminT('role.staff') },
            ]}
          />
        ),
      }),
      column.accessor('disabled', {
        header: t('staff.status'),
        cell: ({ getValue }) =>
          getValue() ? (
            <Badge tone="danger">{t('staff.disabled')}</Badge>
          ) : (
            <Badge tone="success">{t('staff.active')}</Badge>
          ),
      }),
      column.accessor('created_at', {
        header: t('staff.created'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap text-muted">{formatDate(locale, getValue())}</span>
        ),
        meta: { align: 'right' },
      }),
      column.display({
        id: 'actions',
        header: adminT('common.actions'),
        meta: { align: 'right', hideHeader: true },
        cell: ({ row }) => {
          const member = row.original;
          return (
            <span className="inline-flex gap-2">
              <Button
                variant="ghost"
                size="sm"
                icon={<KeyIcon size={16} />}
                onClick={() => setResetting(member)}
                aria-label={t('staff.resetPasswordOf', { email: member.email })}
              >
                <span className="hidden xl:inline">{t('staff.resetPassword')}</span>
              </Button>
              {member.email === me.email ? null : member.disabled ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => enable(member)}
                  aria-label={t('staff.enableOf', { email: member.email })}
                >
                  {t('staff.enable')}
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setDisabling(member)}
                  aria-label={t('staff.disableOf', { email: member.email })}
                  className="text-danger-700"
                >
                  {t('staff.disable')}
                </Button>
              )}
            </span>
          );
        },
      }),
    ];
  }, [t, adminT, locale, me.email, update, toast]);

  if (list.isError) {
    return (
      <LoadFailed
        text={adminT('common.loadFailed')}
        retry={adminT('common.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <>
      <DataTable
        columns={columns}
        data={list.data}
        caption={t('staff.caption')}
        getRowId={(m) => m.id}
        empty={t('staff.empty')}
        rowProps={(m) => ({
          'data-email': m.email,
          className: m.disabled ? 'bg-surface text-muted' : undefined,
        })}
      />
      <ResetPasswordDialog member={resetting} onClose={() => setResetting(null)} />
      <ConfirmDialog
        open={disabling !== null}
        onClose={() => setDisabling(null)}
        title={disabling ? t('staff.disableOf', { email: disabling.email }) : ''}
        confirmLabel={t('staff.disable')}
        onConfirm={async () => {
          if (!disabling) return;
          await update.mutateAsync({ id: disabling.id, change: { disabled: true } });
          toast({ tone: 'success', title: t('staff.savedToast', { email: disabling.email }) });
        }}
        describeError={(error) =>
          error instanceof ApiError && error.code === 'last_owner' ? t('staff.lastOwner') : null
        }
      >
        <p>{disabling && t('staff.disableConfirm', { email: disabling.email })}</p>
      </ConfirmDialog>
    </>
  );
}
