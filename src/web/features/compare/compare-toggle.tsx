import { href, useNavigate } from 'react-router';
import type { Product } from '#contracts/catalog';
import { buttonClasses } from '#web/components/ui/button';
import { cx } from '#web/components/ui/cx';
import { CompareIcon } from '#web/components/ui/icons';
import { useToast } from '#web/components/ui/toast';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { compare, useCompare } from './compare-store';

export interface CompareToggleProps {
  product: Pick<Product, 'id' | 'title'>;
  /** `icon` (default): a square icon button for card actions; `button`: labelled (product page). */
  variant?: 'icon' | 'button';
  className?: string;
}

/**
 * Adds the product to the comparison or takes it out: a toggle button (aria-pressed). A press
 * while the previous one is on its way is ignored by the store, so a double click adds once.
 */
export function CompareToggle({ product, variant = 'icon', className }: CompareToggleProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { toast } = useToast();
  const pressed = useCompare().ids.has(product.id);
  const label = t(pressed ? 'compare.remove' : 'compare.add');

  async function press() {
    const result = await compare.toggle(product);
    if (result !== 'added' && result !== 'removed') return;
    toast({
      id: 'compare',
      tone: 'success',
      title: t(result === 'added' ? 'compare.added' : 'compare.removed'),
      description: product.title,
      action: {
        label: t('compare.view'),
        onClick: () => void navigate(href('/:locale/compare', { locale })),
      },
    });
  }

  return (
    <button
      type="button"
      data-testid="compare-toggle"
      aria-pressed={pressed}
      aria-label={variant === 'icon' ? label : undefined}
      onClick={() => void press()}
      className={buttonClasses({
        // Pressed is filled, not only outlined: the state must show at a glance on a card.
        variant: pressed ? 'primary' : 'secondary',
        size: variant === 'icon' ? 'icon-sm' : 'md',
        className: cx(variant === 'icon' && 'tip', pressed && 'border border-brand-700', className),
      })}
    >
      <CompareIcon size={18} />
      {variant === 'button' && <span>{label}</span>}
    </button>
  );
}
