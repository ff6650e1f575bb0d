import { formatIban } from '#domain/payments/iban';
import { LOW_STOCK_MAX, updateSettingsBody, type ShopSettings } from '#contracts/admin/settings';
import { Button } from '#web/components/ui/button';
import { Checkbox } from '#web/components/ui/checkbox';
import { LoadFailed } from '#web/components/ui/empty-state';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input } from '#web/components/ui/input';
import { Skeleton } from '#web/components/ui/skeleton';
import { useToast } from '#web/components/ui/toast';
import { Panel } from '#web/admin/components/admin-page';
import { useAdminT } from '#web/admin/i18n/use-admin-t';
import { useSettingsT } from './i18n';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { useSaveSettings, useSettings } from './settings-queries';
import {
  DefaultManufacturerPanel,
  readDefaultManufacturer,
} from '../manufacturers/default-manufacturer-panel';

/** An IBAN in groups of four, as people read it (the API stores it without spaces). */

/** The form's fields as the API takes them: a number (NaN when blank, so the schema says so). */
function readSettings(form: HTMLFormElement) {
  const data = new FormData(form);
  const threshold = String(data.get('low_stock_threshold') ?? '').trim();
  return {
    low_stock_threshold: threshold === '' ? Number.NaN : Number(threshold),
    reviews_auto_publish_verified: data.get('reviews_auto_publish_verified') === 'on',
    bank_account: String(data.get('bank_account') ?? ''),
    bank_recipient: String(data.get('bank_recipient') ?? ''),
    // Nothing checked (cannot happen with a default) reads as '' for the schema to refuse.
    deleted_account_reviews: String(data.get('deleted_account_reviews') ?? ''),
    gtm_id: String(data.get('gtm_id') ?? ''),
    default_manufacturer_id: readDefaultManufacturer(data),
  };
}

const DELETED_REVIEWS = ['anonymise', 'unpublish'] as const;

function SettingsFields({ settings }: { settings: ShopSettings }) {
  const t = useSettingsT();
  const adminT = useAdminT();
  const save = useSaveSettings();
  const { toast } = useToast();
  const form = useAdminForm({
    schema: updateSettingsBody,
    read: readSettings,
    submit: async (change) => {
      await save.mutateAsync(change);
      toast({ tone: 'success', title: t('set.saved') });
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit} className="max-w-2xl">
      <FormMessage message={form.formError} />
      <div className="flex flex-col gap-6">
        <Panel title={t('set.stock')}>
          <div className="p-5">
            <Field
              label={t('set.threshold')}
              hint={t('set.thresholdHint')}
              error={form.fieldError('low_stock_threshold')}
              className="max-w-xs"
            >
              <Input
                type="number"
                name="low_stock_threshold"
                inputMode="numeric"
                min={0}
                max={LOW_STOCK_MAX}
                step={1}
                defaultValue={settings.low_stock_threshold}
              />
            </Field>
          </div>
        </Panel>
        <Panel title={t('set.reviews')}>
          <div className="p-5">
            <Checkbox
              name="reviews_auto_publish_verified"
              label={t('set.autoPublish')}
              hint={t('set.autoPublishHint')}
              error={form.fieldError('reviews_auto_publish_verified')}
              defaultChecked={settings.reviews_auto_publish_verified}
            />
            <div className="mt-5 border-t border-line pt-4">
              <fieldset data-testid="settings-deleted-reviews">
                <legend className="mb-1 text-sm font-semibold text-ink">
                  {t('set.deletedReviews')}
                </legend>
                <p className="mb-2 text-sm text-muted">{t('set.deletedReviewsHint')}</p>
                {DELETED_REVIEWS.map((value) => (
                  <label
                    key={value}
                    className="flex min-h-9 cursor-pointer items-center gap-2.5 text-[0.9375rem]"
                  >
                    <input
                      type="radio"
                      name="deleted_account_reviews"
                      value={value}
                      defaultChecked={settings.deleted_account_reviews === value}
                      className="size-4.5 accent-brand-700"
                    />
                    {t(`set.deletedReviews.${value}`)}
                  </label>
                ))}
                {form.fieldError('deleted_account_reviews') && (
                  <p role="alert" className="text-sm font-medium text-danger-700">
                    {form.fieldError('deleted_account_reviews')}
                  </p>
                )}
              </fieldset>
            </div>
          </div>
        </Panel>
        <DefaultManufacturerPanel
          value={settings.default_manufacturer_id}
          error={form.fieldError('default_manufacturer_id')}
        />
        <Panel title={t('set.bank')}>
          <div className="flex flex-col gap-4 p-5">
            <p className="text-sm text-muted">{t('set.bankIntro')}</p>
            <Field
              label={t('set.bankAccount')}
              hint={t('set.bankAccountHint')}
              error={form.fieldError('bank_account')}
            >
              <Input
                name="bank_account"
                autoComplete="off"
                spellCheck={false}
                maxLength={60}
                className="font-mono"
                defaultValue={formatIban(settings.bank_account)}
                data-testid="settings-bank-account"
              />
            </Field>
            <Field
              label={t('set.bankRecipient')}
              hint={t('set.bankRecipientHint')}
              error={form.fieldError('bank_recipient')}
            >
              <Input
                name="bank_recipient"
                autoComplete="organization"
                maxLength={200}
                defaultValue={settings.bank_recipient}
                data-testid="settings-bank-recipient"
              />
            </Field>
          </div>
        </Panel>
        <Panel title={t('set.analytics')}>
          <div className="p-5">
            <Field label={t('set.gtm')} hint={t('set.gtmHint')} error={form.fieldError('gtm_id')}>
              <Input
                name="gtm_id"
                autoComplete="off"
                spellCheck={false}
                maxLength={20}
                placeholder="GTM-XXXXXXX"
                className="max-w-xs font-mono"
                defaultValue={settings.gtm_id}
                data-testid="settings-gtm-id"
              />
            </Field>
          </div>
        </Panel>
        <div>
          <Button type="submit" loading={form.pending} data-testid="settings-save">
            {adminT('common.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The shop's settings, loaded once, then the form (owner only: the route checks). */
export function SettingsForm() {
  const adminT = useAdminT();
  const settings = useSettings();
  if (settings.isPending) return <Skeleton className="h-72 max-w-2xl" />;
  if (settings.isError)
    return (
      <LoadFailed
        text={adminT('common.loadFailed')}
        retry={adminT('common.retry')}
        onRetry={() => void settings.refetch()}
      />
    );
  return <SettingsFields settings={settings.data} />;
}
