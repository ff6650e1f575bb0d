import { useState } from 'react';
import { z } from 'zod';
import { emailSchema } from '#contracts/auth';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { ShareIcon } from '#web/components/ui/icons';
import { Input } from '#web/components/ui/input';
import { useToast } from '#web/components/ui/toast';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { session } from '#web/lib/session';
import { FormMessage } from '#web/components/ui/form-message';
import { useZodForm } from '#web/lib/use-zod-form';
import { basket } from './basket';
import { cartCalls } from './cart-calls';

const sendRequest = z.object({ email: emailSchema });

/**
 * Cart sharing: a link to a frozen snapshot of the cart (`cart/link` when logged in,
 * `/cart/sharing/link` for a guest), to copy or to send by e-mail (`/cart/sharing`).
 */
export function ShareCart() {
  const t = useT();
  const locale = useLocale();
  const { toast } = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(sendRequest, async ({ email }) => {
    if (!url) return;
    await cartCalls.sendLink(url, email);
    setSent(t('cart.share.sent', { email }));
  });

  async function makeLink() {
    setPending(true);
    try {
      const answer = session.accessToken()
        ? await cartCalls.link(locale)
        : await cartCalls.guestLink(locale, basket.read());
      setUrl(new URL(answer.url, window.location.origin).href);
    } catch {
      // The API client showed the popup (400/403/404/500); nothing else to undo.
    } finally {
      setPending(false);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ tone: 'success', title: t('cart.share.copied') });
    } catch {
      toast({ tone: 'info', title: t('cart.share.copyManually') });
    }
  }

  if (!url)
    return (
      <Button
        variant="secondary"
        fullWidth
        icon={<ShareIcon size={18} />}
        loading={pending}
        onClick={makeLink}
      >
        {t('cart.share.button')}
      </Button>
    );

  return (
    <div className="flex flex-col gap-4">
      <Field label={t('cart.share.link')} hint={t('cart.share.hint')}>
        <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <Button variant="secondary" onClick={copy}>
        {t('cart.share.copy')}
      </Button>
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
        <FormMessage message={form.formError} />
        <FormMessage message={sent} tone="success" />
        <Field label={t('cart.share.email')} error={form.fieldError('email')} required>
          <Input name="email" type="email" autoComplete="email" />
        </Field>
        <Button type="submit" variant="secondary" loading={form.pending}>
          {t('cart.share.send')}
        </Button>
      </form>
    </div>
  );
}
