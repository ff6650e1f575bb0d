import { useRef } from 'react';
import {
  REPLY_MAX,
  REQUEST_STATUSES,
  updateRequestBody,
  type RequestDetail,
} from '#contracts/admin/requests';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { MailIcon } from '#web/components/ui/icons';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/input';
import { useToast } from '#web/components/ui/toast';
import { Panel } from '#web/admin/components/admin-page';
import { useAdminT } from '#web/admin/i18n/use-admin-t';
import { useRequestsT } from './i18n';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { useUpdateRequest } from './request-queries';

const statusOptions = (t: ReturnType<typeof useRequestsT>) =>
  REQUEST_STATUSES.map((s) => ({ value: s, label: t(`req.status.${s}`) }));

/** A reply, e-mailed to the requester; by default it marks the request answered. */
export function ReplyForm({ detail }: { detail: RequestDetail }) {
  const t = useRequestsT();
  const adminT = useAdminT();
  const { toast } = useToast();
  const update = useUpdateRequest(detail.request.id);
  const ref = useRef<HTMLFormElement>(null);
  const form = useAdminForm({
    schema: updateRequestBody,
    submit: async (change) => {
      await update.mutateAsync(change);
      ref.current?.reset();
      toast({ tone: 'success', title: t('req.sentToast', { email: detail.request.email }) });
    },
  });
  return (
    <Panel title={t('req.reply')}>
      <form ref={ref} noValidate onSubmit={form.onSubmit} className="p-5">
        <FormMessage message={form.formError} />
        <div className="flex flex-col gap-4">
          <Field
            label={t('req.reply')}
            hideLabel
            hint={t('req.replyHint', {
              email: detail.request.email,
              language: adminT(`lang.${detail.request.locale}`),
            })}
            error={form.fieldError('reply')}
            required
          >
            <Textarea name="reply" rows={6} maxLength={REPLY_MAX} />
          </Field>
          <div className="flex flex-wrap items-end gap-3">
            <Field label={t('req.after')} error={form.fieldError('status')} className="w-52">
              <Select name="status" defaultValue="answered" options={statusOptions(t)} />
            </Field>
            <Button type="submit" loading={form.pending} icon={<MailIcon size={18} />}>
              {t('req.send')}
            </Button>
          </div>
        </div>
      </form>
    </Panel>
  );
}

/** The status alone, without a mail (taking a request on, closing it). */
export function StatusForm({ detail }: { detail: RequestDetail }) {
  const t = useRequestsT();
  const { toast } = useToast();
  const update = useUpdateRequest(detail.request.id);
  const form = useAdminForm({
    schema: updateRequestBody,
    submit: async (change) => {
      await update.mutateAsync(change);
      toast({ tone: 'success', title: t('req.statusSaved') });
    },
  });
  return (
    <Panel title={t('req.changeStatus')}>
      <form noValidate onSubmit={form.onSubmit} className="p-5">
        <FormMessage message={form.formError} />
        <div className="flex flex-wrap items-end gap-3">
          <Field label={t('req.status')} error={form.fieldError('status')} className="w-52">
            <Select
              key={detail.request.status}
              name="status"
              defaultValue={detail.request.status}
              options={statusOptions(t)}
            />
          </Field>
          <Button type="submit" variant="secondary" loading={form.pending}>
            {t('req.saveStatus')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
