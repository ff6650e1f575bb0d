import type { FormEvent, ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { FormMessage } from '#web/components/ui/form-message';
import { useAdminT } from '../i18n/use-admin-t';

/**
 * The dialog that asks for one status move of a record whose moves the server lists (an order,
 * a return): the move's own fields, the form's error, cancel and the submit. While the move is
 * on its way it cannot be dismissed or cancelled.
 */
export function MoveDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The move's form (`useAdminForm`). */
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
    formError: string | null;
    pending: boolean;
  };
  submitLabel: string;
  /** A move that cannot be undone (cancelling an order): a red submit. */
  danger?: boolean;
  /** `<testId>-dialog` on the dialog, `<testId>-submit` on its submit button. */
  testId: string;
  children?: ReactNode;
}) {
  const t = useAdminT();
  const { form } = props;
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      size="sm"
      closeLabel={t('common.close')}
      dismissible={!form.pending}
      data-testid={`${props.testId}-dialog`}
    >
      <form onSubmit={form.onSubmit} className="flex flex-col gap-4" noValidate>
        <FormMessage message={form.formError} />
        {props.children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={props.onClose} disabled={form.pending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant={props.danger ? 'danger' : 'primary'}
            loading={form.pending}
            data-testid={`${props.testId}-submit`}
          >
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
