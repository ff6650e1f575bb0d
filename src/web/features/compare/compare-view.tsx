import { useEffect, useState } from 'react';
import { href, Link } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Checkbox } from '#web/components/ui/checkbox';
import { Dialog } from '#web/components/ui/dialog';
import { EmptyState, LoadFailed } from '#web/components/ui/empty-state';
import { CompareIcon, TrashIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { useToast } from '#web/components/ui/toast';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { compareRows, differingRows } from '#domain/compare/compare-rows';
import { compare, useCompare, type CompareProduct } from './compare-store';
import { CompareTable } from './compare-table';

export const COMPARE_TITLE_ID = 'compare-title';

/** The compare page below its heading: the list is bound to this browser's cookie. */
export function CompareView() {
  const t = useT();
  const locale = useLocale();
  const { toast } = useToast();
  const { items: products, loadFailed } = useCompare();
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    void compare.ensureLoaded();
  }, []);

  if (products === null) {
    return loadFailed ? (
      <LoadFailed
        text={t('compare.loadFailed')}
        retry={t('compare.retry')}
        onRetry={() => void compare.load()}
      />
    ) : (
      <div>
        <p role="status" className="sr-only">
          {t('compare.loading')}
        </p>
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        icon={<CompareIcon size={28} />}
        title={t('compare.emptyTitle')}
        text={t('compare.emptyText')}
      >
        <Link to={href('/:locale', { locale })} className={buttonClasses()}>
          {t('compare.browse')}
        </Link>
      </EmptyState>
    );
  }

  const several = products.length > 1;
  const diffsOnly = differencesOnly && several;
  const nothingDiffers = diffsOnly && differingRows(compareRows(products)).length === 0;

  async function remove(product: CompareProduct) {
    const list = products ?? [];
    const at = list.findIndex((p) => p.id === product.id);
    const next = list[at + 1] ?? list[at - 1];
    const removing = compare.remove(product.id);
    // The column is gone already (optimistic): keep the keyboard where the shopper was.
    requestAnimationFrame(() => {
      const target = next && document.querySelector<HTMLElement>(`[data-remove-id="${next.id}"]`);
      (target ?? document.getElementById(COMPARE_TITLE_ID))?.focus();
    });
    if ((await removing) !== 'removed') return;
    toast({
      id: 'compare',
      tone: 'success',
      title: t('compare.removed'),
      description: product.title,
      action: { label: t('compare.undo'), onClick: () => void compare.add(product) },
    });
  }

  async function clear() {
    setConfirming(false);
    document.getElementById(COMPARE_TITLE_ID)?.focus();
    if ((await compare.clear()) === 'cleared')
      toast({ id: 'compare', tone: 'success', title: t('compare.cleared') });
  }

  return (
    <div>
      {/* On a phone: the count and "clear" share a line, the switch gets its own below. */}
      <div className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-2">
        <p className="mr-auto text-muted">{t('listing.products', { count: products.length })}</p>
        {several && (
          <Checkbox
            className="order-last w-full sm:order-none sm:w-auto"
            label={t('compare.differencesOnly')}
            checked={differencesOnly}
            onChange={(e) => setDifferencesOnly(e.currentTarget.checked)}
          />
        )}
        <Button
          variant="secondary"
          size="sm"
          icon={<TrashIcon size={16} />}
          aria-haspopup="dialog"
          onClick={() => setConfirming(true)}
        >
          {t('compare.clear')}
        </Button>
      </div>
      {!several && <p className="mb-4 text-sm text-muted">{t('compare.addMore')}</p>}
      {several && <p className="mb-2 text-xs text-muted md:hidden">{t('compare.scrollHint')}</p>}
      <CompareTable products={products} differencesOnly={diffsOnly} onRemove={remove} />
      {nothingDiffers && (
        <p role="status" className="mt-4 text-muted">
          {t('compare.noDifferences')}
        </p>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        size="sm"
        title={t('compare.clearTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('compare.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void clear()}>
              {t('compare.clearConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('compare.clearText')}</p>
      </Dialog>
    </div>
  );
}
