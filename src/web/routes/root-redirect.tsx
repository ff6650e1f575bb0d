import { href, redirect } from 'react-router';
import type { Route } from './+types/root-redirect';
import { pickLocale } from '#domain/locale';

/** `/` sends the visitor to the locale their browser prefers (default pl). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = pickLocale(request.headers.get('accept-language') ?? undefined);
  return redirect(href('/:locale', { locale }), { headers: { Vary: 'Accept-Language' } });
}
