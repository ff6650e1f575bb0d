// First: sets zod up for the browser before any module builds a schema (see the module).
import './lib/zod-jitless';
import { Suspense, useContext, useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useParams,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '#domain/locale';
import { useAlternates } from './lib/alternates';
import { ScriptMark } from './lib/script-mark';
// Linked by the layout below, not imported for its side effect: an imported stylesheet would be
// linked on every page, the back office's too, which has its own (admin/admin.css).
import shopCss from './styles/app.css?url';
import { lazyPart } from './lib/lazy-part';
import { CONSENT_DEFAULT_SCRIPT } from './lib/consent';

/**
 * Every visitor gets the same bytes (a CDN may keep them): no CSRF token, no nonce, and absolute
 * links from PUBLIC_URL, never from the request's Host.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

/** Canonical address and hreflang alternates: the same page in every locale. */
function LocaleLinks({ origin, locale }: { origin: string; locale: Locale }) {
  const location = useLocation();
  const alternates = useAlternates(location.pathname, location.search);
  return (
    <>
      <link rel="canonical" href={origin + alternates[locale]} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={origin + alternates[l]} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + alternates[DEFAULT_LOCALE]} />
    </>
  );
}

const CONSENT_SCRIPT_ID = 'consent-default';
/**
 * The server writes the script; the browser, which never runs it again, keeps what the page has
 * (hydration compares the two), so its text stays out of the browser's bundle.
 */
const consentDefaultScript = () =>
  import.meta.env.SSR
    ? CONSENT_DEFAULT_SCRIPT
    : (document.getElementById(CONSENT_SCRIPT_ID)?.textContent ?? '');

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const scriptMark = useContext(ScriptMark);
  const { locale: param } = useParams();
  // The back office (route id `admin`) speaks the staff member's language and has no shop bits.
  const admin = useRouteLoaderData<{ locale?: unknown } | undefined>('admin');
  const inAdmin = useMatches().some((match) => match.id === 'admin');
  const adminLocale = isLocale(admin?.locale) ? admin.locale : DEFAULT_LOCALE;
  const locale = isLocale(param) ? param : inAdmin ? adminLocale : DEFAULT_LOCALE;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        {/* First of the page's scripts: Consent Mode's default, before any tag (lib/consent.ts). */}
        {!inAdmin && (
          <script
            id={CONSENT_SCRIPT_ID}
            nonce={scriptMark}
            dangerouslySetInnerHTML={{ __html: consentDefaultScript() }}
          />
        )}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3a34" />
        <Meta />
        {data && isLocale(param) && <LocaleLinks origin={data.origin} locale={locale} />}
        {!inAdmin && <link rel="stylesheet" href={shopCss} />}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={scriptMark} />
        <Scripts nonce={scriptMark} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // End-to-end tests wait for this before they click: React has attached its handlers.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

// The error page's code loads only when an error renders. The server waits for it (onAllReady,
// entry.server.tsx), so its HTML is complete; hydration keeps that markup inside the Suspense
// boundary until the browser has loaded the module.
const ErrorPage = lazyPart(() =>
  import('./app-shell/error-page').then((m) => ({ default: m.ErrorPage })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { locale } = useParams();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Suspense>
      <ErrorPage locale={isLocale(locale) ? locale : DEFAULT_LOCALE} notFound={notFound} />
    </Suspense>
  );
}
