import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { FormMessage } from '#web/components/ui/form-message';
import { useAdminT } from '../i18n/use-admin-t';
import { ApiError } from '../lib/api';
import { useAdminForm } from '../lib/use-admin-form';

/**
 * A status move asked in a `MoveDialog`: which move's dialog is open (null: none), its form, and
 * the notice after it. A colleague's move in between answers 409: the dialog closes and the
 * notice says so (the feature's mutation has the record asked again).
 */
export function useMoveForm<Move extends string, S extends z.ZodType, Moved>(options: {
  /** The contract's request schema of a move. */
  schema: S;
  /** The move's body from the dialog's form, for the move whose dialog is open. */
  read: (form: HTMLFormElement, move: Move | null) => unknown;
  /** The feature's mutation (`mutateAsync`). */
  move: (body: z.output<S>) => Promise<Moved>;
  /** The feature's words: the move made, a colleague's move first, any other failure. */
  texts: { done: (moved: Moved) => string; conflict: string; failed: string };
}) {
  const [open, setOpen] = useState<Move | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useAdminForm({
    schema: options.schema,
    read: (el) => options.read(el, open),
    submit: async (body) => {
      try {
        const moved = await options.move(body);
        setNotice(options.texts.done(moved));
        setOpen(null);
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 409)) throw e;
        setOpen(null);
        setNotice(options.texts.conflict);
      }
    },
    describeError: () => options.texts.failed,
  });
  const close = () => {
    if (form.pending) return; // a move on its way is not cancelled
    setOpen(null);
    form.reset();
  };
  return { open, setOpen, notice, form, close };
}

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
