import { useId, useState } from 'react';
import { productGroupCreateRequest, type AdminProductGroup } from '#contracts/admin/product-groups';
import type { AdminProduct } from '#contracts/admin/products';
import { LOCALES, type Locale } from '#domain/locale';
import { GROUP_AXES, type GroupAxis } from '#domain/product-groups/group-rules';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { ChevronDownIcon, ChevronUpIcon, TrashIcon } from '#web/components/ui/icons';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useToast } from '#web/components/ui/toast';
import { FormDialogFooter } from '#web/admin/components/form-dialog-footer';
import { ProductSearch } from '#web/admin/components/product-search';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { productTitle } from '#web/admin/lib/product-title';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { groupErrorText, useProductGroupsT } from './i18n';
import { useProductGroupMutations } from './product-group-queries';

/** A product as the dialog lists it: its name for people, and its group's texts. */
export interface GroupMemberDraft {
  id: number;
  name: string;
  sku: string;
  label: { pl: string; en: string; ru: string };
  swatch: string;
}

export type GroupDialogState =
  { mode: 'new'; members: GroupMemberDraft[] } | { mode: 'edit'; group: AdminProductGroup } | null;

/** A product of the back office as a new member of a group (labels still to write). */
export function draftOf(product: AdminProduct, locale: Locale): GroupMemberDraft {
  return {
    id: product.id,
    name: productTitle(product, locale),
    sku: product.sku,
    label: { pl: '', en: '', ru: '' },
    swatch: '',
  };
}

const draftsOf = (group: AdminProductGroup, locale: 'pl' | 'en' | 'ru'): GroupMemberDraft[] =>
  group.products.map((p) => ({
    id: p.id,
    name: p.titles[locale] || p.titles.pl || p.sku,
    sku: p.sku,
    label: { ...p.label },
    swatch: p.swatch ?? '',
  }));

/**
 * Makes or edits a product group (docs/rules.md#product-groups): its axis, and its products in the
 * strip's order, each with a label per language and an optional swatch; products are added by
 * SKU or name, moved up and down, and removed. The whole list is sent at once.
 */
export function GroupDialog({
  state,
  onClose,
  onSaved,
}: {
  state: GroupDialogState;
  onClose: () => void;
  /** The group as saved: its id and its products' ids (the editor keeps its product's group). */
  onSaved?: (saved: { id: number; products: number[] }) => void;
}) {
  const t = useProductGroupsT();
  const at = useAdminT();
  const locale = useAdminLocale();
  const { toast } = useToast();
  const calls = useProductGroupMutations();
  const formId = useId();
  // Each opening mounts a fresh dialog (its caller keys it), starting from the state it opens with.
  const [axis, setAxis] = useState<GroupAxis>(() =>
    state?.mode === 'edit' ? state.group.axis : 'color',
  );
  const [members, setMembers] = useState<GroupMemberDraft[]>(() =>
    state?.mode === 'edit' ? draftsOf(state.group, locale) : (state?.members ?? []),
  );
  const editing = state?.mode === 'edit' ? state.group : null;

  const form = useAdminForm({
    schema: productGroupCreateRequest,
    read: () => ({
      axis,
      products: members.map((m) => ({
        id: m.id,
        label: m.label,
        ...(m.swatch.trim() && { swatch: m.swatch.trim() }),
      })),
    }),
    submit: async (body) => {
      let id: number;
      if (editing) {
        await calls.update(editing.id, body);
        id = editing.id;
      } else id = (await calls.create(body)).id;
      onSaved?.({ id, products: body.products.map((p) => p.id) });
      toast({ tone: 'success', title: t('pg.saved') });
      onClose();
    },
  });

  const error = (path: string) => {
    const text = form.fieldError(path);
    return text === undefined ? undefined : (groupErrorText(t, text) ?? text);
  };
  const change = (i: number, next: Partial<GroupMemberDraft>) =>
    setMembers((list) => list.map((m, j) => (j === i ? { ...m, ...next } : m)));
  const move = (i: number, by: -1 | 1) =>
    setMembers((list) => {
      const next = [...list];
      const [m] = next.splice(i, 1);
      next.splice(i + by, 0, m!);
      return next;
    });

  return (
    <Dialog
      open={state !== null}
      onClose={onClose}
      title={editing ? t('pg.dialogEdit') : t('pg.dialogNew')}
      size="lg"
      closeLabel={at('common.close')}
      dismissible={!form.pending}
      footer={<FormDialogFooter formId={formId} pending={form.pending} onCancel={onClose} />}
      data-testid="product-group-dialog"
    >
      {state && (
        <form
          id={formId}
          noValidate
          // The editor's own form is around this panel in React's tree: its submit is not ours.
          onSubmit={(e) => {
            e.stopPropagation();
            void form.onSubmit(e);
          }}
          className="flex flex-col gap-5"
        >
          <FormMessage message={form.formError} />
          <Field label={t('pg.axis')} error={error('axis')} required>
            <Select value={axis} onChange={(e) => setAxis(e.target.value as GroupAxis)}>
              {GROUP_AXES.map((a) => (
                <option key={a} value={a}>
                  {t(`pg.axis.${a}`)}
                </option>
              ))}
            </Select>
          </Field>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-ink">{t('pg.members')}</legend>
            {error('products') && (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {error('products')}
              </p>
            )}
            <ol className="flex flex-col gap-3">
              {members.map((m, i) => (
                <li key={m.id} className="rounded-lg border border-line p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    {m.swatch.startsWith('#') && (
                      <span
                        aria-hidden="true"
                        className="size-5 rounded-full ring-1 ring-black/10"
                        style={{ backgroundColor: m.swatch }}
                      />
                    )}
                    <p className="min-w-0 flex-1 truncate font-medium text-ink">
                      {m.name} <span className="text-sm font-normal text-muted">{m.sku}</span>
                    </p>
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={t('pg.up', { name: m.name })}
                      disabled={i === 0}
                      icon={<ChevronUpIcon size={16} />}
                      onClick={() => move(i, -1)}
                    />
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={t('pg.down', { name: m.name })}
                      disabled={i === members.length - 1}
                      icon={<ChevronDownIcon size={16} />}
                      onClick={() => move(i, 1)}
                    />
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={t('pg.remove', { name: m.name })}
                      icon={<TrashIcon size={16} />}
                      onClick={() => setMembers((list) => list.filter((_, j) => j !== i))}
                    />
                  </div>
                  {error(`products.${i}.id`) && (
                    <p role="alert" className="mt-1 text-sm font-medium text-danger-700">
                      {error(`products.${i}.id`)}
                    </p>
                  )}
                  <div className="mt-2 grid gap-3 sm:grid-cols-4">
                    {LOCALES.map((l) => (
                      <Field
                        key={l}
                        label={t('pg.label', { lang: l.toUpperCase() })}
                        error={error(`products.${i}.label.${l}`)}
                        required
                      >
                        <Input
                          value={m.label[l]}
                          maxLength={40}
                          onChange={(e) =>
                            change(i, { label: { ...m.label, [l]: e.target.value } })
                          }
                        />
                      </Field>
                    ))}
                    <Field
                      label={t('pg.swatch')}
                      error={error(`products.${i}.swatch`)}
                      optionalText={t('pg.optional')}
                    >
                      <Input
                        value={m.swatch}
                        spellCheck={false}
                        placeholder="#7b8451"
                        className="font-mono"
                        onChange={(e) => change(i, { swatch: e.target.value })}
                      />
                    </Field>
                  </div>
                </li>
              ))}
            </ol>
            <p className="text-sm text-muted">{t('pg.swatchHint')}</p>
          </fieldset>
          <ProductSearch
            label={t('pg.add')}
            exclude={new Set(members.map((m) => m.id))}
            onAdd={(p) => setMembers((list) => [...list, draftOf(p, locale)])}
            note={(p) => (p.group_id ? t('pg.inOther') : null)}
          />
        </form>
      )}
    </Dialog>
  );
}
