import { useEffect, useId } from 'react';
import { categoryCreateRequest, categoryPatchRequest } from '#contracts/admin/categories';
import { Dialog } from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Select } from '#web/components/ui/select';
import { useToast } from '#web/components/ui/toast';
import { readTranslations, TranslationsFields } from '#web/admin/components/translations-fields';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { categoryName, useCategoryMutations, type AdminCategory } from './category-queries';
import { flatten, moveTargets, type TreeNode } from './tree';
import { FormDialogFooter } from '#web/admin/components/form-dialog-footer';
import { useCategoriesT } from './i18n';

/** The parent picker: the top level, then the tree indented, without the excluded subtree. */
function ParentSelect({
  options,
  defaultValue,
  error,
}: {
  options: TreeNode<AdminCategory>[];
  defaultValue: number | null;
  error?: string;
}) {
  const t = useCategoriesT();
  const locale = useAdminLocale();
  return (
    <Field label={t('categories.parent')} error={error}>
      <Select name="parent_id" defaultValue={defaultValue === null ? '' : String(defaultValue)}>
        <option value="">{t('categories.root')}</option>
        {options.map(({ category, depth }) => (
          <option key={category.id} value={category.id}>
            {`${'\u00a0\u00a0\u00a0'.repeat(depth)}${categoryName(category, locale)}`}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const parentOf = (form: FormData) => {
  const raw = String(form.get('parent_id') ?? '');
  return raw === '' ? null : Number(raw);
};

export type EditorState =
  { mode: 'create'; parentId: number | null } | { mode: 'edit'; category: AdminCategory } | null;

/** Creates a category (under a chosen parent) or renames one, in every language. */
export function CategoryEditor({
  state,
  tree,
  onClose,
}: {
  state: EditorState;
  tree: TreeNode<AdminCategory>[];
  onClose: () => void;
}) {
  const t = useCategoriesT();
  const adminT = useAdminT();
  const locale = useAdminLocale();
  const calls = useCategoryMutations();
  const { toast } = useToast();
  const formId = useId();
  const editing = state?.mode === 'edit' ? state.category : null;
  const saved = (category: AdminCategory, key: 'categories.saved' | 'categories.created') => {
    toast({ tone: 'success', title: t(key, { name: categoryName(category, locale) }) });
    onClose();
  };
  // Two forms, one shown: a new category names its parent, a rename sends only the texts.
  const createForm = useAdminForm({
    schema: categoryCreateRequest,
    read: (el) => {
      const data = new FormData(el);
      return { parent_id: parentOf(data), translations: readTranslations(data) };
    },
    submit: async (values) => saved(await calls.create(values), 'categories.created'),
  });
  const editForm = useAdminForm({
    schema: categoryPatchRequest,
    read: (el) => ({ translations: readTranslations(new FormData(el)) }),
    submit: async (values) => {
      if (editing) saved(await calls.update(editing.id, values), 'categories.saved');
    },
  });
  const form = editing ? editForm : createForm;
  const { reset } = form;
  useEffect(() => {
    if (state) reset();
  }, [state, reset]);

  const title = editing
    ? t('categories.edit', { name: categoryName(editing, locale) })
    : t('categories.newTitle');
  return (
    <Dialog
      open={state !== null}
      onClose={onClose}
      title={title}
      size="lg"
      closeLabel={adminT('common.close')}
      dismissible={!form.pending}
      footer={<FormDialogFooter formId={formId} pending={form.pending} onCancel={onClose} />}
    >
      {state && (
        // Keyed by what is edited: another category gets a fresh form with its own values.
        <form
          key={
            editing ? `edit-${editing.id}` : `new-${state.mode === 'create' ? state.parentId : ''}`
          }
          id={formId}
          noValidate
          onSubmit={form.onSubmit}
        >
          <FormMessage message={form.formError} />
          <div className="flex flex-col gap-5">
            {!editing && state.mode === 'create' && (
              <ParentSelect
                options={flatten(tree)}
                defaultValue={state.parentId}
                error={form.fieldError('parent_id')}
              />
            )}
            <TranslationsFields values={editing?.translations} fieldError={form.fieldError} />
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** Moves a category (with everything under it) to another parent, at the end of its children. */
export function MoveDialog({
  category,
  tree,
  onClose,
}: {
  category: AdminCategory | null;
  tree: TreeNode<AdminCategory>[];
  onClose: () => void;
}) {
  const t = useCategoriesT();
  const adminT = useAdminT();
  const locale = useAdminLocale();
  const calls = useCategoryMutations();
  const { toast } = useToast();
  const formId = useId();
  const form = useAdminForm({
    schema: categoryPatchRequest,
    read: (el) => ({ parent_id: parentOf(new FormData(el)) }),
    submit: async (values) => {
      if (!category) return;
      await calls.update(category.id, values);
      toast({
        tone: 'success',
        title: t('categories.moved', { name: categoryName(category, locale) }),
      });
      onClose();
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (category) reset();
  }, [category, reset]);
  return (
    <Dialog
      open={category !== null}
      onClose={onClose}
      title={category ? t('categories.moveOf', { name: categoryName(category, locale) }) : ''}
      size="sm"
      closeLabel={adminT('common.close')}
      dismissible={!form.pending}
      footer={
        <FormDialogFooter
          formId={formId}
          pending={form.pending}
          onCancel={onClose}
          submitLabel={t('categories.move')}
        />
      }
    >
      {category && (
        <form key={category.id} id={formId} noValidate onSubmit={form.onSubmit}>
          <FormMessage message={form.formError} />
          <ParentSelect
            options={moveTargets(tree, category.id)}
            defaultValue={category.parent_id}
            error={form.fieldError('parent_id')}
          />
        </form>
      )}
    </Dialog>
  );
}
