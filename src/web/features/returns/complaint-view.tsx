import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  COMPLAINT_DEMANDS,
  complaintRequest,
  type ComplaintPhoto,
  type WithdrawalOrder,
} from '#contracts/returns';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input, Textarea } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Skeleton } from '#web/components/ui/skeleton';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { useSession } from '#web/lib/use-session';
import { useZodForm } from '#web/lib/use-zod-form';
import { ComplaintPhotoList, ComplaintPhotosInput } from './complaint-photos';
import { FindOrder } from './find-order';
import { useLinkedOrder } from './linked-order';
import { returnsCalls, type OrderWho } from './returns-calls';

/**
 * The complaint form (docs/rules.md#complaints): which order, then its lines and counts, what
 * is wrong and what the shopper asks for. The answer date is 14 days on.
 */
export function ComplaintView() {
  const locale = useLocale();
  const { user } = useSession();
  const [params] = useSearchParams();
  const email = (useLocation().state as { email?: string } | null)?.email;
  // The order the withdrawal page or a status link named; a wrong one falls back to asking.
  const number = params.get('order');
  const token = params.get('token');
  const linkWho = number
    ? { order_id: number, ...(token ? { token } : {}), ...(email ? { email } : {}) }
    : null;
  const linked = useLinkedOrder(linkWho);
  const [found, setFound] = useState<{ order: WithdrawalOrder; who: OrderWho } | null>(null);
  const load = useCallback(
    async (who: OrderWho) => setFound({ order: await returnsCalls.order(locale, who), who }),
    [locale],
  );
  const order = found ?? (linked.data && linkWho ? { order: linked.data, who: linkWho } : null);

  if (!order && linked.loading) return <Skeleton className="h-64" />;
  if (!order) return <FindOrder signedIn={!!user} onFound={load} />;
  return <ComplaintForm order={order.order} who={order.who} />;
}

function ComplaintForm({ order, who }: { order: WithdrawalOrder; who: OrderWho }) {
  const t = useT();
  const locale = useLocale();
  const [sent, setSent] = useState<{ answerBy: string; photos: ComplaintPhoto[] } | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const form = useZodForm(
    complaintRequest,
    async (values) => {
      const answer = await returnsCalls.complain(locale, values, photos);
      setSent({
        answerBy: new Date(answer.answer_by).toLocaleDateString(locale, {
          timeZone: 'Europe/Warsaw',
        }),
        photos: answer.photos,
      });
    },
    {
      read: (f) => {
        const data = new FormData(f);
        return {
          ...who,
          lines: order.lines
            .map((l) => ({
              product_id: l.product_id,
              count: Number(data.get(`count-${l.product_id}`) || 0),
            }))
            .filter((l) => l.count > 0),
          description: String(data.get('description') ?? ''),
          demand: String(data.get('demand') ?? ''),
        };
      },
    },
  );
  if (sent)
    return (
      <div data-testid="complaint-sent" className="flex flex-col gap-4">
        <FormMessage tone="success" message={t('complaint.sent', { date: sent.answerBy })} />
        <ComplaintPhotoList photos={sent.photos} />
      </div>
    );
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      <p className="font-semibold">{t('returns.order', { number: order.number })}</p>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium">{t('complaint.lines')}</legend>
        {order.lines.map((l, i) => (
          <label
            key={l.product_id}
            className="flex flex-col gap-2 rounded-lg border border-line p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="font-medium break-words">{l.title}</span>
            <span className="flex items-center gap-2 text-sm">
              <span className="sr-only">{t('returns.step1.count', { title: l.title })}</span>
              <span className="w-20 shrink-0">
                <Input
                  type="number"
                  name={`count-${l.product_id}`}
                  min={0}
                  max={l.count}
                  defaultValue={i === 0 ? 1 : 0}
                />
              </span>
              <span className="whitespace-nowrap text-muted">
                {t('returns.step1.of', { count: l.count })}
              </span>
            </span>
          </label>
        ))}
        {form.fieldError('lines') && (
          <p className="text-sm text-danger-700">{form.fieldError('lines')}</p>
        )}
      </fieldset>
      <Field label={t('complaint.description')} error={form.fieldError('description')} required>
        <Textarea name="description" rows={5} maxLength={4000} />
      </Field>
      <Field label={t('complaint.demand')} error={form.fieldError('demand')} required>
        <Select
          name="demand"
          options={COMPLAINT_DEMANDS.map((d) => ({ value: d, label: t(`complaint.demand.${d}`) }))}
        />
      </Field>
      <ComplaintPhotosInput files={photos} onChange={setPhotos} error={form.fieldError('photos')} />
      <FormMessage message={form.formError} />
      <Button type="submit" disabled={form.pending} className="self-start">
        {t('complaint.submit')}
      </Button>
    </form>
  );
}
