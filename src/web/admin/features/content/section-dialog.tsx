import { useId } from 'react';
import {
  sectionCreateRequest,
  type AdminSection,
  type SectionCreateRequest,
} from '#contracts/admin/content';
import { LOCALES } from '#domain/locale';
import { Dialog } from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input, Textarea } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useToast } from '#web/components/ui/toast';
import { FormDialogFooter } from '#web/admin/components/form-dialog-footer';
import { readTranslations, TranslationsFields } from '#web/admin/components/translations-fields';
import { useAdminT } from '#web/admin/i18n/use-admin-t';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { useContentMutations } from './content-queries';
import { useContentT } from './i18n';

export type SectionDialogState =
  { mode: 'create' } | { mode: 'edit'; section: AdminSection } | null;

/** Reads the form into the create shape; an edit sends the same fields as a patch. */
function readSection(form: HTMLFormElement): SectionCreateRequest {
  const data = new FormData(form);
  const texts = readTranslations(data);
  const translations = {} as SectionCreateRequest['translations'];
  for (const l of LOCALES)
    translations[l] = {
      ...texts[l],
      description: String(data.get(`translations.${l}.description`) ?? ''),
    };
  const position = String(data.get('position') ?? '').trim();
  return {
    kind: String(data.get('kind')) as SectionCreateRequest['kind'],
    ...(position === '' ? {} : { position: Number(position) }),
    translations,
  };
}

/** Add or edit a section: its kind, order, and per-language name, address and description. */
export function SectionDialog({
  state,
  onClose,
}: {
  state: SectionDialogState;
  onClose: () => void;
}) {
  const t = useContentT();
  const at = useAdminT();
  const { toast } = useToast();
  const calls = useContentMutations();
  const formId = useId();
  const section = state?.mode === 'edit' ? state.section : null;
  const form = useAdminForm({
    schema: sectionCreateRequest,
    read: readSection,
    submit: async (body) => {
      if (section) await calls.updateSection(section.id, body);
      else await calls.createSection(body);
      toast({ tone: 'success', title: t('sections.saved') });
      onClose();
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Dialog
      open={state !== null}
      onClose={close}
      size="lg"
      title={t(section ? 'sections.editTitle' : 'sections.createTitle')}
      dismissible={!form.pending}
      footer={<FormDialogFooter formId={formId} pending={form.pending} onCancel={close} />}
    >
      {state !== null && (
        <form
          id={formId}
          key={section?.id ?? 'new'}
          noValidate
          onSubmit={form.onSubmit}
          className="flex flex-col gap-4"
        >
          <FormMessage message={form.formError} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('posts.kind')} error={form.fieldError('kind')} required>
              <Select name="kind" defaultValue={section?.kind ?? 'blog'}>
                <option value="blog">{t('kind.blog')}</option>
                <option value="news">{t('kind.news')}</option>
              </Select>
            </Field>
            <Field
              label={t('sections.position')}
              hint={t('sections.positionHint')}
              error={form.fieldError('position')}
            >
              <Input
                name="position"
                type="number"
                inputMode="numeric"
                min={0}
                defaultValue={section?.position ?? ''}
              />
            </Field>
          </div>
          <TranslationsFields values={section?.translations} fieldError={form.fieldError} />
          {LOCALES.map((l) => (
            <Field
              key={l}
              label={t('sections.description', { lang: at(`lang.${l}`) })}
              error={form.fieldError(`translations.${l}.description`)}
            >
              <Textarea
                name={`translations.${l}.description`}
                lang={l}
                rows={2}
                defaultValue={section?.translations[l].description ?? ''}
              />
            </Field>
          ))}
        </form>
      )}
    </Dialog>
  );
}
