import { MAX_LINE_COUNT } from '#domain/cart/cart-math';
import { MinusIcon, PlusIcon, TrashIcon } from '#web/components/ui/icons';
import { useT } from '#web/lib/i18n/use-translate';
import { cart } from './cart-store';

const stepButton =
  'inline-flex size-9 items-center justify-center rounded-md text-ink hover:bg-brand-50 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

/** -1, the count, +1 and delete of one cart line (test ids: docs/rules.md#test-hooks). */
export function QuantityStepper({
  id,
  count,
  title,
}: {
  id: number;
  count: number;
  title: string;
}) {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <div
        role="group"
        aria-label={t('cart.quantityOf', { title })}
        className="inline-flex items-center rounded-md border border-line-strong bg-white"
      >
        <button
          type="button"
          data-testid="cart-line-dec"
          className={stepButton}
          aria-label={count <= 1 ? t('cart.remove') : t('cart.decrease')}
          onClick={() => void cart.change(id, 'dec')}
        >
          <MinusIcon size={16} />
        </button>
        <output
          aria-live="polite"
          className="min-w-8 text-center text-sm font-semibold tabular-nums"
        >
          {count}
        </output>
        <button
          type="button"
          data-testid="cart-line-inc"
          className={stepButton}
          aria-label={t('cart.increase')}
          disabled={count >= MAX_LINE_COUNT}
          onClick={() => void cart.change(id, 'inc')}
        >
          <PlusIcon size={16} />
        </button>
      </div>
      <button
        type="button"
        data-testid="cart-line-delete"
        className={`${stepButton} text-muted hover:text-sale`}
        aria-label={t('cart.removeTitle', { title })}
        onClick={() => void cart.change(id, 'delete')}
      >
        <TrashIcon size={18} />
      </button>
    </div>
  );
}
