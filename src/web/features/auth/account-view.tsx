import { useId, type ReactNode } from 'react';
import { Link, href } from 'react-router';
import type { Profile } from '#contracts/auth';
import { Badge } from '#web/components/ui/badge';
import { Button, buttonClasses } from '#web/components/ui/button';
import { PackageIcon, UserIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { useLoad } from '#web/lib/use-load';
import '#web/lib/i18n/later-messages';
import { authCalls, logout } from './auth-calls';
import { AccountData } from './account-data';
import { LanguagePreference, PhoneVerification } from './account-settings';
import { useSession } from '#web/lib/use-session';

/**
 * The account page: rendered in the browser only, since the session lives in browser storage.
 * `orders` is the order history and `addresses` the address book, which the route brings (they
 * are other features).
 */
export function AccountView({ orders, addresses }: { orders: ReactNode; addresses?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const { accessToken, user } = useSession();
  // A failure shows nothing more: the client already refreshed, logged out or showed the popup.
  const me = useLoad(accessToken ? ['me', accessToken] : null, () => authCalls.me());
  const profile = me.data ?? null;

  if (!accessToken) {
    return (
      <Section title={t('auth.account.title')} icon={<UserIcon size={22} />}>
        <p className="text-muted">{t('auth.account.guest')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={href('/:locale/login', { locale })} className={buttonClasses()}>
            {t('auth.login.submit')}
          </Link>
          <Link
            to={href('/:locale/register', { locale })}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {t('auth.login.register')}
          </Link>
        </div>
      </Section>
    );
  }

  const shown = profile ?? (user ? { ...user, phone_verified: false } : null);
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="flex flex-col gap-6">
        <Section
          title={t('auth.account.profile')}
          icon={<UserIcon size={22} />}
          aside={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void logout()}
              data-testid="logout"
            >
              {t('auth.account.logout')}
            </Button>
          }
        >
          {shown ? (
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
              <dt className="text-sm text-muted">{t('auth.field.name')}</dt>
              <dd className="font-medium">
                {shown.name} {shown.surname}
              </dd>
              <dt className="text-sm text-muted">{t('auth.field.email')}</dt>
              <dd className="font-medium break-all">{shown.email}</dd>
              <dt className="text-sm text-muted">{t('auth.field.phone')}</dt>
              <dd className="flex flex-wrap items-center gap-2 font-medium">
                {shown.phone ?? t('auth.account.noPhone')}
                {shown.phone && profile && (
                  <Badge tone={profile.phone_verified ? 'success' : 'neutral'}>
                    {profile.phone_verified
                      ? t('auth.account.phoneVerified')
                      : t('auth.account.phoneUnverified')}
                  </Badge>
                )}
              </dd>
            </dl>
          ) : (
            <Skeleton className="h-20" />
          )}
        </Section>
        <Section title={t('auth.account.ordersTitle')} icon={<PackageIcon size={22} />}>
          <div className="flex flex-col items-start gap-3">
            {orders}
            <Link
              to={href('/:locale', { locale })}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              {t('auth.account.shop')}
            </Link>
          </div>
        </Section>
        {addresses && <Section title={t('address.title')}>{addresses}</Section>}
      </div>
      <div className="flex flex-col gap-6">
        <Section title={t('auth.account.phoneTitle')}>
          <PhoneVerification
            profile={profile}
            onVerified={(verified: Profile) => me.update(() => verified)}
          />
        </Section>
        <Section title={t('auth.account.languageTitle')}>
          <LanguagePreference />
        </Section>
        <Section title={t('accountData.title')}>
          <AccountData />
        </Section>
      </div>
    </div>
  );
}

function Section({
  title,
  icon,
  aside,
  children,
}: {
  title: string;
  icon?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  // Named by its heading, so each part of the account page is a landmark of its own.
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          {icon && <span className="text-brand-600">{icon}</span>}
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
