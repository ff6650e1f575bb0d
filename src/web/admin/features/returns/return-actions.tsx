import { adminReturnPatch, type AdminReturn, type ReturnStatus } from '#contracts/admin/returns';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Textarea } from '#web/components/ui/input';
import { MoveDialog, useMoveForm } from '#web/admin/components/move-dialog';
import { problemText, useReturnsT } from './i18n';
import { useMoveReturn } from './returns-queries';

const ANSWERS: readonly ReturnStatus[] = ['accepted', 'rejected'];

/**
 * The moves the return allows now (the server says which: `moves`), one button each. Goods
 * received asks how many units of each line go back into stock; accepting or rejecting a
 * complaint asks for the answer the shopper is e-mailed; closing and resolving ask first.
 */
export function ReturnActions({ ret }: { ret: AdminReturn }) {
  const t = useReturnsT();
  const move = useMoveReturn(ret.id);
  const { open, setOpen, notice, form, close } = useMoveForm({
    schema: adminReturnPatch,
    read: (el, status: ReturnStatus | null) => {
      const data = new FormData(el);
      const restock = ret.lines
        .map((l, i) => ({ product_id: l.product_id, count: Number(data.get(`restock.${i}`) || 0) }))
        .filter((r) => r.count > 0);
      return {
        status,
        ...(status === 'goods_received' && restock.length ? { restock } : {}),
        ...(status && ANSWERS.includes(status) ? { answer: String(data.get('answer') ?? '') } : {}),
      };
    },
    move: move.mutateAsync,
    texts: {
      done: (moved) => t('actions.done', { status: t(`status.${moved.status}`) }),
      conflict: t('actions.conflict'),
      failed: t('common.loadFailed'),
    },
  });
  const fieldError = (name: string) => problemText(t, form.fieldError(name));
  // Goods received and a complaint's answer have their own dialog; the other moves are confirmed.
  const words =
    open === 'goods_received'
      ? { title: t('goods.title'), submit: t('goods.submit') }
      : open === 'accepted' || open === 'rejected'
        ? { title: t(`answer.title.${open}`), submit: t('answer.submit') }
        : {
            title: t('confirm.title', { status: open ? t(`status.${open}`) : '' }),
            submit: t('confirm.submit'),
          };

  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm font-medium text-brand-700 empty:hidden">
        {notice}
      </p>
      {ret.moves.length === 0 ? (
        <p className="text-sm text-muted">{t('actions.none')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {ret.moves.map((m) => (
            <Button
              key={m}
              variant={m === 'rejected' || m === 'closed' ? 'secondary' : 'primary'}
              size="sm"
              aria-haspopup="dialog"
              data-testid={`return-move-${m}`}
              onClick={() => setOpen(m)}
            >
              {t(`actions.${m as 'closed'}`)}
            </Button>
          ))}
        </div>
      )}
      <MoveDialog
        open={open !== null}
        onClose={close}
        title={words.title}
        form={form}
        submitLabel={words.submit}
        testId="return-move"
      >
        {open === 'goods_received' && (
          <>
            <p className="text-sm text-muted">{t('goods.text')}</p>
            <p className="text-sm text-danger-700 empty:hidden" role="alert">
              {fieldError('restock')}
            </p>
            {ret.lines.map((l, i) => (
              <Field key={l.product_id} label={t('goods.restock', { title: l.title })}>
                <Input
                  type="number"
                  name={`restock.${i}`}
                  min={0}
                  max={l.count - l.restocked}
                  defaultValue={l.count - l.restocked}
                  data-testid="restock-count"
                />
              </Field>
            ))}
          </>
        )}
        {(open === 'accepted' || open === 'rejected') && (
          <Field label={t('answer.label')} hint={t('answer.hint')} error={fieldError('answer')}>
            <Textarea name="answer" rows={6} maxLength={5000} data-testid="return-answer" />
          </Field>
        )}
      </MoveDialog>
    </div>
  );
}
