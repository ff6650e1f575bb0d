import { useMemo, useState } from 'react';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { EmptyState, LoadFailed } from '#web/components/ui/empty-state';
import {
  ChevronDownIcon,
  ChevronUpIcon,
  PencilIcon,
  PlusIcon,
  TrashIcon,
} from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { useToast } from '#web/components/ui/toast';
import { FolderTreeIcon, MoveIcon } from '#web/admin/components/admin-icons';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { ApiError } from '#web/admin/lib/api';
import { errorMessage } from '#web/admin/lib/use-admin-form';
import {
  categoryName,
  useCategories,
  useCategoryMutations,
  type AdminCategory,
} from './category-queries';
import { CategoryEditor, MoveDialog, type EditorState } from './category-dialogs';
import { buildTree, siblingsOf, type TreeNode } from './tree';
import { useCategoriesT } from './i18n';

interface RowActions {
  add: (parent: AdminCategory) => void;
  edit: (category: AdminCategory) => void;
  move: (category: AdminCategory) => void;
  remove: (category: AdminCategory) => void;
  shift: (category: AdminCategory, by: -1 | 1) => void;
  busy: boolean;
}

function Row({
  node,
  index,
  count,
  actions,
}: {
  node: TreeNode<AdminCategory>;
  index: number;
  count: number;
  actions: RowActions;
}) {
  const t = useCategoriesT();
  const adminT = useAdminT();
  const locale = useAdminLocale();
  const { category, children } = node;
  const name = categoryName(category, locale);
  // In it and below it: what a shopper finds there (deleting needs it empty of its own).
  const products = category.total_product_count;
  return (
    <li data-category-id={category.id}>
      <div className="group flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line px-4 py-2.5 hover:bg-surface">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <span className="min-w-0">
            <span className="block truncate font-medium text-ink">{name}</span>
            <span className="block truncate font-mono text-xs text-muted">
              /{category.translations[locale]?.slug ?? category.translations.pl?.slug}
            </span>
          </span>
          <Badge tone={products > 0 ? 'brand' : 'neutral'}>
            {t('categories.products', { count: products })}
          </Badge>
          {children.length > 0 && (
            <Badge>{t('categories.children', { count: children.length })}</Badge>
          )}
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon-sm"
            disabled={index === 0 || actions.busy}
            onClick={() => actions.shift(category, -1)}
            aria-label={t('categories.moveUpOf', { name })}
            title={t('categories.moveUp')}
          >
            <ChevronUpIcon size={18} />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            disabled={index === count - 1 || actions.busy}
            onClick={() => actions.shift(category, 1)}
            aria-label={t('categories.moveDownOf', { name })}
            title={t('categories.moveDown')}
          >
            <ChevronDownIcon size={18} />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => actions.add(category)}
            aria-label={t('categories.addChildOf', { name })}
            title={t('categories.addChild')}
          >
            <PlusIcon size={18} />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => actions.edit(category)}
            aria-label={t('categories.edit', { name })}
            title={adminT('common.edit')}
          >
            <PencilIcon size={18} />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => actions.move(category)}
            aria-label={t('categories.moveOf', { name })}
            title={t('categories.move')}
          >
            <MoveIcon size={18} />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className="text-danger-700 hover:bg-danger-50"
            onClick={() => actions.remove(category)}
            aria-label={t('categories.deleteOf', { name })}
            title={adminT('common.delete')}
          >
            <TrashIcon size={18} />
          </Button>
        </div>
      </div>
      {children.length > 0 && (
        <ul className="ml-4 border-l-2 border-line pl-2 sm:ml-6">
          {children.map((child, i) => (
            <Row
              key={child.category.id}
              node={child}
              index={i}
              count={children.length}
              actions={actions}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The category tree editor: the tree in menu order, each category with its actions (up, down,
 * add a subcategory, rename, move, delete). Every change is saved at once and the list refetched.
 */
export function CategoryTree({
  editor,
  setEditor,
}: {
  editor: EditorState;
  setEditor: (state: EditorState) => void;
}) {
  const t = useCategoriesT();
  const adminT = useAdminT();
  const locale = useAdminLocale();
  const { toast } = useToast();
  const list = useCategories();
  const calls = useCategoryMutations();
  const tree = useMemo(() => buildTree(list.data ?? []), [list.data]);
  const [moving, setMoving] = useState<AdminCategory | null>(null);
  const [removing, setRemoving] = useState<AdminCategory | null>(null);
  const [busy, setBusy] = useState(false);

  const actions: RowActions = {
    add: (parent) => setEditor({ mode: 'create', parentId: parent.id }),
    edit: (category) => setEditor({ mode: 'edit', category }),
    move: setMoving,
    remove: setRemoving,
    busy,
    shift: async (category, by) => {
      const { siblings, index } = siblingsOf(tree, category.id);
      const target = index + by;
      if (index < 0 || target < 0 || target >= siblings.length) return;
      setBusy(true);
      try {
        await calls.update(category.id, { position: target });
      } catch (error) {
        toast({ tone: 'error', title: errorMessage(adminT, error) });
      } finally {
        setBusy(false);
      }
    },
  };

  let body;
  if (list.isError) {
    body = (
      <LoadFailed
        text={adminT('common.loadFailed')}
        retry={adminT('common.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data) {
    body = (
      <div
        aria-busy="true"
        className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4"
      >
        <span className="sr-only">{adminT('common.loading')}</span>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className={i % 3 === 0 ? 'h-5 w-1/3' : 'ml-8 h-5 w-1/4'} />
        ))}
      </div>
    );
  } else if (tree.length === 0) {
    body = (
      <EmptyState
        icon={<FolderTreeIcon size={28} />}
        title={t('categories.empty')}
        text={t('categories.emptyText')}
      >
        <Button
          icon={<PlusIcon size={18} />}
          onClick={() => setEditor({ mode: 'create', parentId: null })}
        >
          {t('categories.add')}
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <section
        aria-label={t('categories.tree')}
        className="overflow-hidden rounded-lg border border-line bg-white shadow-card"
      >
        <ul className="-mb-px">
          {tree.map((node, i) => (
            <Row
              key={node.category.id}
              node={node}
              index={i}
              count={tree.length}
              actions={actions}
            />
          ))}
        </ul>
      </section>
    );
  }

  const removingName = removing ? categoryName(removing, locale) : '';
  const blocked =
    removing !== null &&
    ((removing.product_count ?? 0) > 0 ||
      (list.data ?? []).some((c) => c.parent_id === removing.id));
  return (
    <>
      {body}
      <CategoryEditor state={editor} tree={tree} onClose={() => setEditor(null)} />
      <MoveDialog category={moving} tree={tree} onClose={() => setMoving(null)} />
      <Dialog
        open={blocked}
        onClose={() => setRemoving(null)}
        title={t('categories.deleteOf', { name: removingName })}
        size="sm"
        closeLabel={adminT('common.close')}
        footer={<Button onClick={() => setRemoving(null)}>{adminT('common.close')}</Button>}
      >
        <p>{t('categories.deleteBlocked')}</p>
      </Dialog>
      <ConfirmDialog
        open={removing !== null && !blocked}
        onClose={() => setRemoving(null)}
        title={t('categories.deleteOf', { name: removingName })}
        confirmLabel={adminT('common.delete')}
        onConfirm={async () => {
          if (!removing) return;
          await calls.remove(removing.id);
          toast({ tone: 'success', title: t('categories.deleted', { name: removingName }) });
        }}
        describeError={(error) =>
          error instanceof ApiError && error.status === 409 ? t('categories.deleteBlocked') : null
        }
      >
        <p>{t('categories.deleteConfirm', { name: removingName })}</p>
      </ConfirmDialog>
    </>
  );
}
