import { useId, useState } from 'react';
import { Link } from 'react-router';
import { shopPagePatch } from '#contracts/admin/shop-pages';
import { LOCALES, type Locale } from '#domain/locale';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { ChevronLeftIcon } from '#web/components/ui/icons';
import { Input } from '#web/components/ui/input';
import { useToast } from '#web/components/ui/toast';
import { AdminPage, Panel } from '#web/admin/components/admin-page';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { LocaleTabs } from '../content/locale-tabs';
import { MarkdownField } from '../content/markdown-field';
import { useShopPagesT } from './i18n';
import { useSaveShopPage, type AdminShopPage } from './shop-page-queries';

type Texts = Pick<AdminShopPage, 'titles' | 'bodies'>;

/**
 * One shop page: per language its title and Markdown text, with the posts' Markdown field and
 * preview. Saving a change of the terms' text makes a new terms version (the server counts it).
 */
export function ShopPageEditor({ page }: { page: AdminShopPage }) {
  const t = useShopPagesT();
  const staffLocale = useAdminLocale();
  const { toast } = useToast();
  const save = useSaveShopPage(page.slug);
  const [saved, setSaved] = useState(page);
  const [values, setValues] = useState<Texts>({ titles: page.titles, bodies: page.bodies });
  const [tab, setTab] = useState<Locale>(staffLocale);
  const panelId = useId();
  const terms = page.slug === 'terms';

  const form = useAdminForm({
    schema: shopPagePatch,
    read: () => values,
    submit: async (body) => {
      const result = await save.mutateAsync(body);
      setSaved(result);
      setValues({ titles: result.titles, bodies: result.bodies });
      toast({
        tone: 'success',
        title: terms ? t('sp.savedVersion', { version: result.version }) : t('sp.saved'),
      });
    },
  });
  const withErrors = LOCALES.filter(
    (l) => form.fieldError(`titles.${l}`) || form.fieldError(`bodies.${l}`),
  );
  const name = t(`sp.slug.${page.slug}`);

  return (
    <AdminPage
      title={t('sp.editTitle', { name })}
      description={
        terms ? (
          <span data-testid="terms-version" data-version={saved.version}>
            {t('sp.termsVersion', { version: saved.version })}
          </span>
        ) : undefined
      }
      actions={
        <Link to="/admin/shop-pages" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <ChevronLeftIcon size={16} />
          {t('sp.back')}
        </Link>
      }
    >
      <form noValidate onSubmit={form.onSubmit} className="flex max-w-4xl flex-col gap-4">
        <FormMessage message={form.formError} />
        {terms && (
          <p className="rounded-lg border border-line bg-brand-50 px-4 py-3 text-sm text-ink">
            {t('sp.termsNote')}
          </p>
        )}
        <Panel>
          <div className="px-4 pt-4 sm:px-5">
            <LocaleTabs active={tab} onChange={setTab} withErrors={withErrors} panelId={panelId} />
          </div>
          <div
            id={panelId}
            role="tabpanel"
            className="flex flex-col gap-4 p-4 sm:p-5"
            lang={tab}
            key={tab}
          >
            <Field label={t('sp.pageTitle')} error={form.fieldError(`titles.${tab}`)} required>
              <Input
                name={`titles.${tab}`}
                maxLength={200}
                value={values.titles[tab]}
                onChange={(e) => {
                  const title = e.currentTarget.value;
                  setValues((v) => ({ ...v, titles: { ...v.titles, [tab]: title } }));
                }}
                data-testid="shop-page-title"
              />
            </Field>
            <MarkdownField
              locale={tab}
              name={`bodies.${tab}`}
              label={t('sp.body')}
              hint={t('sp.bodyHint')}
              rows={18}
              value={values.bodies[tab]}
              onChange={(body) =>
                setValues((v) => ({ ...v, bodies: { ...v.bodies, [tab]: body } }))
              }
              error={form.fieldError(`bodies.${tab}`)}
              testId="shop-page-body"
            />
          </div>
        </Panel>
        <div>
          <Button type="submit" loading={form.pending} data-testid="shop-page-save">
            {t('sp.save')}
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
