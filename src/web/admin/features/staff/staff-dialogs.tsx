import { useEffect } from 'react';
import { createStaffRequest, staffPasswordSchema, type StaffMember } from '#contracts/admin/staff';
import { z } from 'zod';
import { LOCALES } from '#domain/locale';
import { Dialog } from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useToast } from '#web/components/ui/toast';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { useCreateStaff, useUpdateStaff } from './staff-queries';
import { FormDialogFooter } from '#web/admin/components/form-dialog-footer';
import { useStaffT } from './i18n';

const NEW_STAFF_FORM = 'new-staff-form';

/** Adds a staff member or owner, with a starting password the owner hands over. */
export function AddStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useStaffT();
  const adminT = useAdminT();
  const locale = useAdminLocale();
  const create = useCreateStaff();
  const { toast } = useToast();
  const form = useAdminForm({
    schema: createStaffRequest,
    submit: async (values) => {
      const member = await create.mutateAsync(values);
      toast({ tone: 'success', title: t('staff.addedToast', { email: member.email }) });
      onClose();
    },
    describeError: (error) => (error.code === 'email_taken' ? t('staff.exists') : null),
  });
  const { reset } = form;
  useEffect(() => {
    // Opened again: a clean form, not the last person's details.
    if (!open) return;
    reset();
    document.querySelector<HTMLFormElement>(`#${NEW_STAFF_FORM}`)?.reset();
  }, [open, reset]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('staff.add')}
      closeLabel={adminT('common.close')}
      dismissible={!form.pending}
      footer={
        <FormDialogFooter
          formId={NEW_STAFF_FORM}
          pending={form.pending}
          onCancel={onClose}
          submitLabel={t('staff.add')}
        />
      }
    >
      <form id={NEW_STAFF_FORM} noValidate onSubmit={form.onSubmit}>
        <FormMessage message={form.formError} />
        <div className="flex flex-col gap-4">
          <Field label={t('staff.email')} error={form.fieldError('email')} required>
            <Input type="email" name="email" autoComplete="off" />
          </Field>
          <Field
            label={t('staff.password')}
            hint={t('staff.passwordHint')}
            error={form.fieldError('password')}
            required
          >
            <Input type="password" name="password" autoComplete="new-password" />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('staff.role')} error={form.fieldError('role')} required>
              <Select
                name="role"
                defaultValue="staff"
                options={[
                  { value: 'staff', label: adminT('role.staff') },
                  { value: 'owner', label: adminT('role.owner') },
                ]}
              />
            </Field>
            <Field label={adminT('lang.label')} error={form.fieldError('locale')}>
              <Select
                name="locale"
                defaultValue={locale}
                options={LOCALES.map((l) => ({ value: l, label: adminT(`lang.${l}`) }))}
              />
            </Field>
          </div>
        </div>
      </form>
    </Dialog>
  );
}

const resetSchema = z.strictObject({ password: staffPasswordSchema });
const RESET_FORM = 'reset-password-form';

/** The owner sets a new password for someone who lost theirs; their sessions end. */
export function ResetPasswordDialog({
  member,
  onClose,
}: {
  member: StaffMember | null;
  onClose: () => void;
}) {
  const t = useStaffT();
  const adminT = useAdminT();
  const { toast } = useToast();
  const update = useUpdateStaff();
  const form = useAdminForm({
    schema: resetSchema,
    submit: async ({ password }) => {
      if (!member) return;
      await update.mutateAsync({ id: member.id, change: { password } });
      toast({ tone: 'success', title: t('staff.passwordToast', { email: member.email }) });
      onClose();
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (!member) return;
    reset();
    document.querySelector<HTMLFormElement>(`#${RESET_FORM}`)?.reset();
  }, [member, reset]);

  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      title={member ? t('staff.resetPasswordOf', { email: member.email }) : ''}
      description={t('staff.resetText')}
      size="sm"
      closeLabel={adminT('common.close')}
      dismissible={!form.pending}
      footer={<FormDialogFooter formId={RESET_FORM} pending={form.pending} onCancel={onClose} />}
    >
      <form id={RESET_FORM} noValidate onSubmit={form.onSubmit}>
        <FormMessage message={form.formError} />
        <Field
          label={t('staff.newPassword')}
          hint={adminT('common.passwordHint')}
          error={form.fieldError('password')}
          required
        >
          <Input type="password" name="password" autoComplete="new-password" />
        </Field>
      </form>
    </Dialog>
  );
}
