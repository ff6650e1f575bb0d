import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Locale } from '#domain/locale';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { ChevronLeftIcon, TrashIcon } from '#web/components/ui/icons';
import { Select } from '#web/components/ui/select';
import { useToast } from '#web/components/ui/toast';
import { ExternalIcon } from '#web/admin/components/admin-icons';
import { AdminPage, Panel } from '#web/admin/components/admin-page';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { useContentMutations, useSections, type AdminPost } from './content-queries';
import { CoverField } from './cover-field';
import { useContentT } from './i18n';
import { LocaleFields } from './locale-fields';
import { LocaleTabs } from './locale-tabs';
import {
  initialValues,
  localesWithErrors,
  postFormSchema,
  postRequest,
  type PostFormValues,
} from './post-form';
import { PublishFields } from './publish-fields';
import { PostStatusBadge } from './status-badge';

/**
 * A post's editor: section, publishing (draft, now, or scheduled), cover, and per language the
 * title, address, excerpt, meta description and Markdown body with a preview. The form is
 * checked with the API's own schema; the server's 422 field map lands on the same fields.
 */
export function PostEditor({ post }: { post: AdminPost | null }) {
  const t = useContentT();
  const at = useAdminT();
  const staffLocale = useAdminLocale();
  const { toast } = useToast();
  const navigate = useNavigate();
  const calls = useContentMutations();
  const sections = useSections();
  const [saved, setSaved] = useState(post);
  const [values, setValues] = useState<PostFormValues>(() => initialValues(post, null));
  const [tab, setTab] = useState<Locale>(staffLocale);
  const [removing, setRemoving] = useState(false);
  const panelId = useId();

  const form = useAdminForm({
    schema: postFormSchema,
    read: () => postRequest(values),
    submit: async (body) => {
      const result = saved ? await calls.updatePost(saved.id, body) : await calls.createPost(body);
      setSaved(result);
      setValues(initialValues(result, null));
      toast({ tone: 'success', title: t('editor.saved') });
      if (!saved) void navigate(`/admin/posts/${result.id}`, { replace: true });
    },
  });

  const sectionList = sections.data ?? [];
  const name = (l: Locale) => saved?.translations[l].title || saved?.translations.pl.title || '';
  const section = sectionList.find((s) => s.id === saved?.section_id);
  const shopUrl =
    saved?.status === 'published' && section
      ? `/${tab}/${section.kind}/${section.translations[tab].slug}/${saved.translations[tab].slug}`
      : null;

  return (
    <AdminPage
      title={saved ? t('editor.editTitle') : t('editor.newTitle')}
      description={saved ? name(staffLocale) : undefined}
      actions={
        <>
          <Link to="/admin/posts" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            <ChevronLeftIcon size={16} />
            {t('editor.back')}
          </Link>
          {saved && <PostStatusBadge status={saved.status} />}
        </>
      }
    >
      <form noValidate onSubmit={form.onSubmit} className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <FormMessage message={form.formError} />
          <Panel>
            <div className="px-4 pt-4 sm:px-5">
              <LocaleTabs
                active={tab}
                onChange={setTab}
                withErrors={localesWithErrors(form.fieldError)}
                panelId={panelId}
              />
            </div>
            <div id={panelId} role="tabpanel" className="p-4 sm:p-5">
              <LocaleFields
                key={tab}
                locale={tab}
                value={values.translations[tab]}
                fieldError={form.fieldError}
                onChange={(next) =>
                  setValues((v) => ({ ...v, translations: { ...v.translations, [tab]: next } }))
                }
              />
            </div>
          </Panel>
        </div>
        <div className="flex flex-col gap-4">
          <Panel>
            <div className="flex flex-col gap-5 p-4">
              <Field label={t('editor.section')} error={form.fieldError('section_id')} required>
                <Select
                  name="section_id"
                  value={values.section_id ?? ''}
                  onChange={(e) =>
                    setValues((v) => ({ ...v, section_id: Number(e.target.value) || null }))
                  }
                >
                  <option value="">
                    {sectionList.length ? t('editor.chooseSection') : t('editor.noSections')}
                  </option>
                  {sectionList.map((s) => (
                    <option key={s.id} value={s.id}>
                      {`${t(`kind.${s.kind}`)} · ${s.translations[staffLocale].title}`}
                    </option>
                  ))}
                </Select>
              </Field>
              <PublishFields
                mode={values.mode}
                at={values.at}
                error={form.fieldError('published_at')}
                onChange={(next) => setValues((v) => ({ ...v, ...next }))}
              />
              <CoverField
                url={values.cover_url}
                error={form.fieldError('cover_url')}
                onChange={(url) => setValues((v) => ({ ...v, cover_url: url }))}
              />
              <Button type="submit" loading={form.pending}>
                {t('editor.save')}
              </Button>
              {shopUrl && (
                <a
                  href={shopUrl}
                  target="_blank"
                  rel="noopener"
                  className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                >
                  <ExternalIcon size={16} />
                  {t('editor.view')}
                </a>
              )}
              {saved && (
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<TrashIcon size={16} />}
                  className="text-danger-700 hover:bg-danger-50"
                  onClick={() => setRemoving(true)}
                >
                  {t('editor.delete')}
                </Button>
              )}
            </div>
          </Panel>
        </div>
      </form>
      <ConfirmDialog
        open={removing}
        onClose={() => setRemoving(false)}
        title={t('editor.deleteTitle')}
        confirmLabel={at('common.delete')}
        onConfirm={async () => {
          if (!saved) return;
          await calls.removePost(saved.id);
          toast({ tone: 'success', title: t('editor.deleted') });
          void navigate('/admin/posts');
        }}
      >
        <p>{t('editor.deleteText', { name: name(staffLocale) })}</p>
      </ConfirmDialog>
    </AdminPage>
  );
}
