import { Suspense, useState } from 'react';
import type { Product } from '#contracts/catalog';
import { Button } from '#web/components/ui/button';
import { PencilIcon } from '#web/components/ui/icons';
import { useT } from '#web/lib/i18n/use-translate';
import { lazyPart } from '#web/lib/lazy-part';

// The form, its schema (zod) and the order calls load on the first click.
const RequestDialog = lazyPart(() => import('./request-dialog'));

/**
 * "Can you make it in another size or colour?" (`customization-request`), guests too. Works for
 * products out of stock as well: a made-to-order variant is exactly what such a shopper wants.
 */
export function CustomizationRequest({ product }: { product: Pick<Product, 'id' | 'title'> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        data-testid="customization-request"
        variant="ghost"
        aria-haspopup="dialog"
        icon={<PencilIcon size={18} />}
        onClick={() => setOpen(true)}
      >
        {t('request.button')}
      </Button>
      {open && (
        <Suspense>
          <RequestDialog product={product} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
