import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { cx } from '#web/components/ui/cx';
import { Dialog } from '#web/components/ui/dialog';
import { MenuIcon } from '#web/components/ui/icons';
import { useAdminT } from '../i18n/use-admin-t';
import { logout, type AdminMe } from '../lib/session';
import { ExternalIcon, LogoutIcon } from './admin-icons';
import { AdminNav } from './admin-nav';

function Brand({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const t = useAdminT();
  return (
    <Link to="/admin" className="flex flex-col rounded-md px-3 py-1 leading-tight">
      <span
        className={cx(
          'font-display text-lg font-semibold',
          tone === 'dark' ? 'text-white' : 'text-brand-800',
        )}
      >
        {t('app.shop')}
      </span>
      <span
        className={cx(
          'text-xs font-medium tracking-wide uppercase',
          tone === 'dark' ? 'text-brand-200' : 'text-muted',
        )}
      >
        {t('app.name')}
      </span>
    </Link>
  );
}

/**
 * The frame of every signed-in page: the navigation at the left (a drawer under 1024 px), a top
 * bar with the shop, the person and the logout, and the page.
 */
export function AdminFrame({ me, children }: { me: AdminMe; children: ReactNode }) {
  const t = useAdminT();
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="min-h-screen bg-surface text-ink lg:grid lg:grid-cols-[15rem_1fr]">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skip')}
      </a>
      <aside className="on-dark sticky top-0 hidden h-screen flex-col gap-6 overflow-y-auto bg-brand-800 px-3 py-5 lg:flex">
        <Brand />
        <AdminNav role={me.role} />
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-line bg-white/95 px-4 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon-sm"
            className="lg:hidden"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon size={22} />
            <span className="sr-only">{t('nav.menu')}</span>
          </Button>
          <span className="min-w-0 truncate font-semibold lg:hidden">{t('app.name')}</span>
          <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-3">
            <a
              href="/"
              target="_blank"
              rel="noopener"
              className="hidden min-h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted hover:bg-brand-50 hover:text-ink sm:inline-flex"
            >
              <ExternalIcon size={16} />
              {t('nav.openShop')}
            </a>
            <Link
              to="/admin/account"
              className="flex min-h-9 min-w-0 items-center gap-2 rounded-md px-2.5 text-sm hover:bg-brand-50"
            >
              <span className="sr-only">{t('nav.signedInAs', { email: me.email })}</span>
              {/* A phone has no room for an address it would have to clip: its initial there,
                  the address in full in the menu and on the account page. */}
              <span
                aria-hidden="true"
                className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800 uppercase sm:hidden"
              >
                {me.email.charAt(0)}
              </span>
              <span
                aria-hidden="true"
                className="hidden max-w-[16rem] truncate font-medium sm:inline"
              >
                {me.email}
              </span>
              <span className="hidden sm:inline">
                <Badge tone={me.role === 'owner' ? 'brand' : 'neutral'}>
                  {t(`role.${me.role}`)}
                </Badge>
              </span>
            </Link>
            <Button
              variant="secondary"
              size="sm"
              icon={<LogoutIcon size={16} />}
              loading={leaving}
              onClick={() => {
                setLeaving(true);
                void logout();
              }}
            >
              <span className="sr-only sm:not-sr-only">{t('nav.logout')}</span>
            </Button>
          </div>
        </header>

        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 py-6 focus:outline-none sm:px-8 sm:py-8"
        >
          <div className="mx-auto w-full max-w-6xl">{children}</div>
        </main>
      </div>

      <Dialog
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title={t('nav.menu')}
        hideTitle
        variant="drawer-left"
        closeLabel={t('common.close')}
      >
        <div className="flex flex-col gap-6">
          <Brand tone="light" />
          <p className="flex flex-wrap items-center gap-2 px-3 text-sm text-muted">
            <span className="break-all" data-testid="admin-menu-email">
              {me.email}
            </span>
            <Badge tone={me.role === 'owner' ? 'brand' : 'neutral'}>{t(`role.${me.role}`)}</Badge>
          </p>
          <AdminNav role={me.role} tone="light" onNavigate={() => setMenuOpen(false)} />
        </div>
      </Dialog>
    </div>
  );
}
