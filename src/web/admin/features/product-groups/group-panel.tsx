import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import type { AdminProduct } from '#contracts/admin/products';
import { Button } from '#web/components/ui/button';
import { useToast } from '#web/components/ui/toast';
import { Panel } from '#web/admin/components/admin-page';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { GroupDialog, draftOf, type GroupDialogState } from './group-dialog';
import { useProductGroupsT } from './i18n';
import { useProductGroup, useProductGroupMutations } from './product-group-queries';

/**
 * The product editor's "Group" panel (docs/rules.md#product-groups): the group's members with
 * their labels and swatches, and the ways to change it: edit (add, reorder, labels), take this
 * product out, or dissolve the group. A product in no group can start one.
 */
export function ProductGroupPanel({
  product,
  onGroupChange,
}: {
  product: AdminProduct | null;
  /**
   * The product's group changed here (made, left, dissolved): the editor keeps its own copy of
   * the product, whose `group_id` this panel reads. A group write leaves the product's version.
   */
  onGroupChange: (groupId: number | null) => void;
}) {
  const t = useProductGroupsT();
  const locale = useAdminLocale();
  const { toast } = useToast();
  const groupId = product?.group_id ?? null;
  const group = useProductGroup(groupId);
  const calls = useProductGroupMutations();
  const [dialog, setDialogState] = useState<GroupDialogState>(null);
  // Each opening mounts a fresh dialog (no input or error left from the last time).
  const [opening, setOpening] = useState(0);
  const setDialog = (next: GroupDialogState) => {
    if (next) setOpening((n) => n + 1);
    setDialogState(next);
  };
  const [pending, setPending] = useState(false);

  async function run(action: () => Promise<unknown>, done: string) {
    setPending(true);
    try {
      await action();
      onGroupChange(null); // both actions leave this product in no group
      toast({ tone: 'success', title: done });
    } catch {
      toast({ tone: 'error', title: t('pg.failed') });
    } finally {
      setPending(false);
    }
  }

  const members = group.data?.products ?? [];
  const ungroup = () => {
    const rest = members.filter((m) => m.id !== product?.id);
    // A group of one is no choice: taking out the last but one dissolves it.
    return run(
      () =>
        rest.length < 2
          ? calls.remove(groupId!)
          : calls.update(groupId!, {
              products: rest.map((m) => ({
                id: m.id,
                label: m.label,
                ...(m.swatch && { swatch: m.swatch }),
              })),
            }),
      t('pg.ungrouped'),
    );
  };

  return (
    <Panel title={t('pg.panel')} description={t('pg.panelHint')}>
      <div className="flex flex-col gap-3 px-5 py-4" data-testid="product-group-panel">
        {!product ? (
          <p className="text-sm text-muted">{t('pg.afterSave')}</p>
        ) : groupId === null ? (
          <>
            <p className="text-sm text-muted">{t('pg.none')}</p>
            <Button
              size="sm"
              variant="secondary"
              aria-haspopup="dialog"
              onClick={() => setDialog({ mode: 'new', members: [draftOf(product, locale)] })}
            >
              {t('pg.create')}
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm font-medium text-ink">
              {group.data ? t(`pg.axis.${group.data.axis}`) : ''}
            </p>
            <ol className="flex flex-col gap-1.5">
              {members.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
                  <span
                    aria-hidden="true"
                    className="size-4 shrink-0 rounded-full bg-surface ring-1 ring-black/10"
                    style={m.swatch?.startsWith('#') ? { backgroundColor: m.swatch } : undefined}
                  />
                  <span className="font-medium">{m.label[locale] || m.label.pl}</span>
                  {m.id === product.id ? (
                    <span className="text-muted">({t('pg.current')})</span>
                  ) : (
                    <Link
                      to={`/admin/products/${m.id}`}
                      className="min-w-0 truncate text-brand-700 hover:underline"
                    >
                      {m.titles[locale] || m.titles.pl || m.sku}
                    </Link>
                  )}
                  {!m.published && (
                    <span className="whitespace-nowrap text-muted">· {t('pg.hidden')}</span>
                  )}
                  {m.published && m.stock === 0 && (
                    <span className="whitespace-nowrap text-muted">· {t('pg.soldOut')}</span>
                  )}
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                aria-haspopup="dialog"
                disabled={!group.data}
                onClick={() => group.data && setDialog({ mode: 'edit', group: group.data })}
              >
                {t('pg.edit')}
              </Button>
              <Button size="sm" variant="ghost" loading={pending} onClick={() => void ungroup()}>
                {t('pg.ungroup')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                loading={pending}
                onClick={() => void run(() => calls.remove(groupId), t('pg.dissolved'))}
              >
                {t('pg.dissolve')}
              </Button>
            </div>
          </>
        )}
      </div>
      {/* Opened by a click (never on the server): outside the editor's <form> in the page. */}
      {dialog &&
        createPortal(
          <GroupDialog
            key={opening}
            state={dialog}
            onClose={() => setDialog(null)}
            onSaved={(saved) =>
              onGroupChange(product && saved.products.includes(product.id) ? saved.id : null)
            }
          />,
          document.body,
        )}
    </Panel>
  );
}

/** The product list's bulk action: the selected products as one new group. */
export function GroupSelectedButton({ products }: { products: AdminProduct[] }) {
  const t = useProductGroupsT();
  const locale = useAdminLocale();
  const [dialog, setDialogState] = useState<GroupDialogState>(null);
  const [opening, setOpening] = useState(0);
  const setDialog = (next: GroupDialogState) => {
    if (next) setOpening((n) => n + 1);
    setDialogState(next);
  };
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-haspopup="dialog"
        disabled={products.length < 2}
        title={products.length < 2 ? t('pg.tooFew') : undefined}
        onClick={() => setDialog({ mode: 'new', members: products.map((p) => draftOf(p, locale)) })}
      >
        {t('pg.bulk')}
      </Button>
      <GroupDialog key={opening} state={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
