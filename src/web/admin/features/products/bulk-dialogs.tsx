import { useRef, useState, type ReactNode } from 'react';
import type { BulkRounding } from '#contracts/admin/products';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Select } from '#web/components/ui/select';
import { optionLabel, type CategoryOption } from './category-options';
import { useProductsT } from './i18n';

/** What a dialog sends: the action's own fields (the ids are added by the bar). */
export type BulkChoice =
  | { action: 'move'; category_id: number }
  | { action: 'price_percent'; percent: number; rounding: BulkRounding }
  | { action: 'delete' }
  /** null: back to the shop's default manufacturer. */
  | { action: 'set_manufacturer'; manufacturer_id: number | null };

export interface DialogBase {
  open: boolean;
  onClose: () => void;
  /** Runs the action; a rejection's text is shown in the dialog, which stays open. */
  onConfirm: (choice: BulkChoice) => Promise<void>;
  count: number;
}

/** The common frame: Cancel first (focused, so a habitual Enter does nothing), then the action. */
export function BulkDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  tone = 'primary',
  disabled,
  run,
  error,
  pending,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  disabled?: boolean;
  run: () => void;
  error: string | null;
  pending: boolean;
  children: ReactNode;
}) {
  const t = useProductsT();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={t('common.close')}
      initialFocusRef={cancel}
      dismissible={!pending}
      size="md"
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button variant={tone} loading={pending} disabled={disabled} onClick={run}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <FormMessage message={error} />
      {children}
    </Dialog>
  );
}

/** Runs a confirm, keeping its pending state and error text. */
export function useRun(onConfirm: DialogBase['onConfirm'], onClose: () => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    pending,
    error,
    setError,
    async run(choice: BulkChoice) {
      setPending(true);
      setError(null);
      try {
        await onConfirm(choice);
        onClose();
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      } finally {
        setPending(false);
      }
    },
  };
}

export function MoveDialog({ categories, ...base }: DialogBase & { categories: CategoryOption[] }) {
  const t = useProductsT();
  const { open, onClose, onConfirm, count } = base;
  const [categoryId, setCategoryId] = useState('');
  const { pending, error, run } = useRun(onConfirm, onClose);
  return (
    <BulkDialog
      open={open}
      onClose={onClose}
      title={t('bulk.move.title', { count })}
      confirmLabel={t('bulk.move.confirm')}
      disabled={!categoryId}
      run={() => void run({ action: 'move', category_id: Number(categoryId) })}
      error={error}
      pending={pending}
    >
      <Field label={t('bulk.move.category')}>
        <Select
          value={categoryId}
          onChange={(e) => setCategoryId(e.target.value)}
          placeholder={t('editor.chooseCategory')}
          options={categories.map((c) => ({ value: String(c.id), label: optionLabel(c) }))}
        />
      </Field>
    </BulkDialog>
  );
}

export function DeleteDialog(base: DialogBase) {
  const t = useProductsT();
  const { open, onClose, onConfirm, count } = base;
  const { pending, error, run } = useRun(onConfirm, onClose);
  return (
    <BulkDialog
      open={open}
      onClose={onClose}
      title={t('bulk.delete.title', { count })}
      confirmLabel={t('bulk.delete.confirm', { count })}
      tone="danger"
      run={() => void run({ action: 'delete' })}
      error={error}
      pending={pending}
    >
      <div className="flex flex-col gap-3 text-[0.9375rem]">
        <p>{t('bulk.delete.text')}</p>
        <p className="rounded-md border border-warning-700/20 bg-warning-50 px-3 py-2.5 text-sm text-ink">
          {t('bulk.delete.archiveNote')}
        </p>
      </div>
    </BulkDialog>
  );
}
