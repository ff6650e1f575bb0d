import { useState, type FormEvent } from 'react';
import type { AdminOrder, OrderStatus } from '#contracts/admin/orders';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input } from '#web/components/ui/input';
import { ApiError } from '#web/admin/lib/api';
import { orderErrorText, useOrdersT } from './i18n';
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
  const [open, setOpen] = useState<Move | null>(null);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function run(body: { status: Move; carrier?: string; tracking_number?: string }) {
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      const moved = await move.mutateAsync(body);
      setNotice(t('moved.done', { status: t(`status.${moved.status}`) }));
      setOpen(null);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        setOpen(null);
        setNotice(t('moved.conflict')); // the order was asked again (order-queries.ts)
      } else if (e instanceof ApiError && e.status === 422 && e.fields) {
        setFieldErrors(
          Object.fromEntries(
            Object.entries(e.fields).map(([field, keys]) => [
              field,
              orderErrorText(t, keys[0] ?? ''),
            ]),
          ),
        );
      } else {
        setError(t('common.loadFailed'));
      }
    } finally {
      setPending(false);
    }
  }

  const ship = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    void run({
      status: 'shipped',
      ...(text('carrier') && { carrier: text('carrier') }),
      ...(text('tracking_number') && { tracking_number: text('tracking_number') }),
    });
  };
  const moves = order.moves.filter((m): m is Move => m !== 'new');
  const close = () => !pending && (setOpen(null), setError(null), setFieldErrors({}));

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
      <Dialog
        open={open !== null}
        onClose={close}
        title={
          open === 'shipped'
            ? t('ship.title')
            : open === 'cancelled'
              ? t('cancel.title')
              : t('confirm.title', { status: open ? t(`status.${open}`) : '' })
        }
        size="sm"
        closeLabel={t('common.close')}
        dismissible={!pending}
        data-testid="order-move-dialog"
      >
        <form
          onSubmit={
            open === 'shipped'
              ? ship
              : (e) => (e.preventDefault(), open && void run({ status: open }))
          }
          className="flex flex-col gap-4"
          noValidate
        >
          <FormMessage message={error} />
          {open === 'shipped' && (
            <>
              <p className="text-sm text-muted">{t('ship.text')}</p>
              <Field label={t('detail.carrier')} error={fieldErrors.carrier}>
                <Input
                  name="carrier"
                  maxLength={80}
                  autoComplete="off"
                  data-testid="ship-carrier"
                />
              </Field>
              <Field label={t('detail.tracking')} error={fieldErrors.tracking_number}>
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
          {(open === 'confirmed' || open === 'delivered') && (
            <p className="text-sm text-muted">
              {order.email ? t('actions.mailNote') : t('actions.noMailNote')}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              variant={open === 'cancelled' ? 'danger' : 'primary'}
              loading={pending}
              data-testid="order-move-submit"
            >
              {open === 'shipped'
                ? t('ship.submit')
                : open === 'cancelled'
                  ? t('cancel.submit')
                  : t('confirm.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
