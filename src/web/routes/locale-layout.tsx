import { Outlet } from 'react-router';
import type { Route } from './+types/locale-layout';
import { SiteHeader } from '../app-shell/site-header';
import { SiteFooter } from '../app-shell/site-footer';
import { ToastProvider } from '../components/ui/toast';
import { ApiClientHost } from '../app-shell/api-client-host';
import { ShopSync } from '../app-shell/shop-sync';
import { routeLocale } from '../lib/route-locale';
import { menuBar } from '../app-shell/menu-tree';
import { ConsentHost } from '../app-shell/consent-host';

export async function loader({ params, context }: Route.LoaderArgs) {
  // An unknown language is a 404 here, before any page below it loads.
  const locale = routeLocale(params);
  // Top categories and presets only: the subcategories come with the tree call (menu-tree.ts).
  // The tag manager's id is the shop's, the same for every visitor; the browser loads it only
  // after consent (docs/rules.md#consent). Both reads are cached in the process.
  const [menu, tagManager] = await Promise.all([
    context.services.catalog.menu(locale).then(menuBar),
    context.services.settings.tagManager(),
  ]);
  // InPost's Geowidget token (public by design), for the checkout's map. Here, not on the
  // checkout's route: the shopper reaches the checkout by a client-side move, so the policy of
  // whichever shop page was loaded first must already let the widget in (entry.server.tsx).
  const geowidget = context.services.shipping.geowidgetToken;
  return { locale, menu, tagManager, geowidget };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider>
      <ConsentHost tagManager={loaderData.tagManager} />
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
