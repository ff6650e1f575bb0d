import { adminOrderPatch, type AdminOrder, type OrderStatus } from '#contracts/admin/orders';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { MoveDialog, useMoveForm } from '#web/admin/components/move-dialog';
import { useOrdersT } from './i18n';
import { useMoveOrder } from './order-queries';

type Move = Exclude<OrderStatus, 'new'>;

/**
 * The moves the order allows now, one button each (the server says which: `moves`). Shipping
 * asks for the parcel's carrier and number; cancelling asks first, since it gives the stock
 * back and cannot be undone. A colleague's move in between answers 409: the order is reloaded.
 */
export function StatusActions({ order }: { order: AdminOrder }) {
  const t = useOrdersT();
  const move = useMoveOrder(order.id);
  // Every move goes through the one form: shipping's fields are read only when they are there.
  const { open, setOpen, notice, form, close } = useMoveForm({
    schema: adminOrderPatch,
    read: (el, status: Move | null) => {
      const data = new FormData(el);
      const text = (name: string) => String(data.get(name) ?? '').trim();
      return {
        status,
        ...(text('carrier') && { carrier: text('carrier') }),
        ...(text('tracking_number') && { tracking_number: text('tracking_number') }),
      };
    },
    move: move.mutateAsync,
    texts: {
      done: (moved) => t('moved.done', { status: t(`status.${moved.status}`) }),
      conflict: t('moved.conflict'), // the order was asked again (order-queries.ts)
      failed: t('common.loadFailed'),
    },
  });
  const moves = order.moves.filter((m): m is Move => m !== 'new');
  // Shipping and cancelling have their own dialog; the other moves are confirmed.
  const words =
    open === 'shipped'
      ? { title: t('ship.title'), submit: t('ship.submit') }
      : open === 'cancelled'
        ? { title: t('cancel.title'), submit: t('cancel.submit') }
        : {
            title: t('confirm.title', { status: open ? t(`status.${open}`) : '' }),
            submit: t('confirm.submit'),
          };

  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm font-medium text-brand-700 empty:hidden">
        {notice}
      </p>
      {moves.length === 0 ? (
        <p className="text-sm text-muted">{t('actions.none')}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            {moves.map((move) => (
              <Button
                key={move}
                variant={move === 'cancelled' ? 'danger' : 'primary'}
                size="sm"
                aria-haspopup="dialog"
                data-testid={`order-move-${move}`}
                onClick={() => setOpen(move)}
              >
                {t(`actions.${move}`)}
              </Button>
            ))}
          </div>
          <p className="text-xs text-muted">
            {order.email ? t('actions.mailNote') : t('actions.noMailNote')}
          </p>
        </>
      )}
      <MoveDialog
        open={open !== null}
        onClose={close}
        title={words.title}
        form={form}
        submitLabel={words.submit}
        danger={open === 'cancelled'}
        testId="order-move"
      >
        {open === 'shipped' && (
          <>
            <p className="text-sm text-muted">{t('ship.text')}</p>
            <Field label={t('detail.carrier')} error={form.fieldError('carrier')}>
              <Input name="carrier" maxLength={80} autoComplete="off" data-testid="ship-carrier" />
            </Field>
            <Field label={t('detail.tracking')} error={form.fieldError('tracking_number')}>
              <Input
                name="tracking_number"
                maxLength={80}
                autoComplete="off"
                data-testid="ship-tracking"
              />
            </Field>
          </>
        )}
        {open === 'cancelled' && <p className="text-sm">{t('cancel.text')}</p>}
        {open === 'cancelled' &&
          order.payment_detail?.method === 'online' &&
          order.payment_detail.status === 'paid' && (
            <p className="text-sm font-medium" data-testid="cancel-refund-note">
              {t('cancel.refund')}
            </p>
          )}
        {(open === 'confirmed' || open === 'delivered') && (
          <p className="text-sm text-muted">
            {order.email ? t('actions.mailNote') : t('actions.noMailNote')}
          </p>
        )}
      </MoveDialog>
    </div>
  );
}
