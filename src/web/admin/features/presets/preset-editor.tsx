import { useEffect, useId } from 'react';
import { z } from 'zod';
import { Dialog } from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Textarea } from '#web/components/ui/input';
import { useToast } from '#web/components/ui/toast';
import { readTranslations, TranslationsFields } from '#web/admin/components/translations-fields';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { presetCreateRequest, presetFiltersSchema } from '#contracts/admin/presets';
import { formatFilterLines, parseFilterLines, toWireFilters } from './filter-lines';
import { presetName, usePresetMutations, type AdminPreset } from './preset-queries';
import { FormDialogFooter } from '#web/admin/components/form-dialog-footer';
import { usePresetsT } from './i18n';

/**
 * The API's own schema, but the form's filters are lines of text: read with the shop's filter
 * rules (naming the bad lines), then checked as the API checks them.
 */
const presetFormSchema = presetCreateRequest.extend({
  filters: z
    .string()
    .max(5000, 'too_long')
    .transform((text, ctx) => {
      const parsed = parseFilterLines(text);
      if (parsed.ok) return toWireFilters(parsed.filters);
      ctx.addIssue({
        code: 'custom',
        message: 'filters.lines',
        params: { lines: parsed.lines.join(', ') },
      });
      return z.NEVER;
    })
    .pipe(presetFiltersSchema),
});

export type PresetEditorState =
  { mode: 'create'; categoryId: number } | { mode: 'edit'; preset: AdminPreset } | null;

/** Creates or edits a preset: its name and address in each language, and its filters. */
export function PresetEditor({
  state,
  onClose,
}: {
  state: PresetEditorState;
  onClose: () => void;
}) {
  const t = usePresetsT();
  const adminT = useAdminT();
  const locale = useAdminLocale();
  const calls = usePresetMutations();
  const { toast } = useToast();
  const formId = useId();
  const editing = state?.mode === 'edit' ? state.preset : null;
  const categoryId = state?.mode === 'edit' ? state.preset.category_id : state?.categoryId;
  const form = useAdminForm({
    schema: presetFormSchema,
    read: (el) => {
      const data = new FormData(el);
      return {
        category_id: categoryId,
        filters: String(data.get('filters') ?? ''),
        translations: readTranslations(data),
      };
    },
    submit: async (values) => {
      const saved = editing
        ? await calls.update(editing.id, {
            filters: values.filters,
            translations: values.translations,
          })
        : await calls.create(values);
      toast({
        tone: 'success',
        title: t(editing ? 'presets.saved' : 'presets.created', {
          name: presetName(saved, locale),
        }),
      });
      onClose();
    },
    fieldOf: (path) => (path.startsWith('filters') ? 'filters' : path),
    describeError: (error) => (error.code === 'preset_duplicate' ? t('presets.duplicate') : null),
  });
  const { reset } = form;
  useEffect(() => {
    if (state) reset();
  }, [state, reset]);

  return (
    <Dialog
      open={state !== null}
      onClose={onClose}
      title={
        editing ? t('presets.editOf', { name: presetName(editing, locale) }) : t('presets.newTitle')
      }
      size="lg"
      closeLabel={adminT('common.close')}
      dismissible={!form.pending}
      footer={<FormDialogFooter formId={formId} pending={form.pending} onCancel={onClose} />}
    >
      {state && (
        <form
          key={editing ? `edit-${editing.id}` : `new-${categoryId}`}
          id={formId}
          noValidate
          onSubmit={form.onSubmit}
        >
          <FormMessage message={form.formError} />
          <div className="flex flex-col gap-5">
            <TranslationsFields values={editing?.translations} fieldError={form.fieldError} />
            <Field
              label={t('presets.filters')}
              hint={t('presets.filtersHint')}
              error={form.fieldError('filters')}
            >
              <Textarea
                name="filters"
                rows={4}
                spellCheck={false}
                className="font-mono text-sm"
                defaultValue={editing ? formatFilterLines(editing.filters) : ''}
              />
            </Field>
          </div>
        </form>
      )}
    </Dialog>
  );
}
