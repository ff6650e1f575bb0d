import { data } from 'react-router';
import { ADMIN_HEADERS } from '../lib/session.server';

/** Any other address under /admin: the back office's own 404, inside its frame. */
export function loader() {
  throw data(null, { status: 404, headers: ADMIN_HEADERS });
}

export default function AdminNotFound() {
  return null;
}
