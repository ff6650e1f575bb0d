import { Button } from '#web/components/ui/button';
import { useAdminT } from '../i18n/use-admin-t';

/**
 * The footer of every form dialog of the back office: cancel, and a submit button bound to the
 * form by id (the form lives in the dialog's body, the buttons in its footer).
 */
export function FormDialogFooter({
  formId,
  pending,
  onCancel,
  submitLabel,
}: {
  formId: string;
  pending: boolean;
  onCancel: () => void;
  /** Defaults to "Save". */
  submitLabel?: string;
}) {
  const t = useAdminT();
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={formId} loading={pending}>
        {submitLabel ?? t('common.save')}
      </Button>
    </>
  );
}
