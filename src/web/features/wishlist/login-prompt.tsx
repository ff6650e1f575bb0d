import { href, Link } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { HeartIcon } from '#web/components/ui/icons';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { loginHref } from '#web/lib/shop-links';

/**
 * A guest pressed a heart: the wish list needs an account (docs/rules.md#wish-list). Log in brings them back to
 * `next`, the page they were on, where the heart is one press away.
 */
export function LoginPrompt({
  open,
  next,
  onClose,
}: {
  open: boolean;
  next: string;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t('wishlist.loginTitle')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('wishlist.notNow')}
          </Button>
          <Link
            to={href('/:locale/register', { locale })}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {t('auth.login.register')}
          </Link>
          <Link to={loginHref(locale, next)} className={buttonClasses()}>
            {t('auth.login.submit')}
          </Link>
        </>
      }
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sale-50 text-sale">
          <HeartIcon size={22} filled />
        </span>
        <p className="text-[0.9375rem] text-muted">{t('wishlist.loginText')}</p>
      </div>
    </Dialog>
  );
}
