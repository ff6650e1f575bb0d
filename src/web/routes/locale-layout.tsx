import { Outlet } from 'react-router';
import type { Route } from './+types/locale-layout';
import { SiteHeader } from '../app-shell/site-header';
import { SiteFooter } from '../app-shell/site-footer';
import { ToastProvider } from '../components/ui/toast';
import { ApiClientHost } from '../app-shell/api-client-host';
import { ShopSync } from '../app-shell/shop-sync';
import { routeLocale } from '../lib/route-locale';
import { menuBar } from '../app-shell/menu-tree';

export async function loader({ params, context }: Route.LoaderArgs) {
  // An unknown language is a 404 here, before any page below it loads.
  const locale = routeLocale(params);
  // Top categories and presets only: the subcategories come with the tree call (menu-tree.ts).
  const menu = menuBar(await context.services.catalog.menu(locale));
  return { locale, menu };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider>
      <div className="flex min-h-screen flex-col">
        <SiteHeader menu={loaderData.menu} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter menu={loaderData.menu} />
      </div>
      <ApiClientHost />
      <ShopSync />
    </ToastProvider>
  );
}
