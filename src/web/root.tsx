import { useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useParams,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { DEFAULT_LOCALE, isLocale } from '../domain/locale';
import { ErrorPage } from './components/layout/error-page';
import './styles/app.css';

export function loader({ context }: Route.LoaderArgs) {
  return { nonce: context.nonce, csrfToken: context.csrfToken };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { locale } = useParams();
  return (
    <html lang={isLocale(locale) ? locale : DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="csrf-token" content={data?.csrfToken ?? ''} />
        <meta name="theme-color" content="#1f3a34" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { locale } = useParams();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return <ErrorPage locale={isLocale(locale) ? locale : DEFAULT_LOCALE} notFound={notFound} />;
}
