import { Suspense, useState } from 'react';
import type { Product } from '#contracts/catalog';
import { Button } from '#web/components/ui/button';
import { MailIcon } from '#web/components/ui/icons';
import { useT } from '#web/lib/i18n/use-translate';
import { lazyPart } from '#web/lib/lazy-part';

// The form, its schema (zod) and the call load on the first click.
const StockAlertDialog = lazyPart(() => import('./stock-alert-dialog'));

/** "Tell me when it is back" on a sold-out product's page, guests too. */
export function StockAlert({ product }: { product: Pick<Product, 'id' | 'title'> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        data-testid="stock-alert"
        variant="secondary"
        size="lg"
        aria-haspopup="dialog"
        icon={<MailIcon size={18} />}
        onClick={() => setOpen(true)}
      >
        {t('stockAlert.button')}
      </Button>
      {open && (
        <Suspense>
          <StockAlertDialog product={product} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
