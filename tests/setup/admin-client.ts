import { ADMIN_SESSION_COOKIE, type StaffRole } from '#contracts/admin/staff';
import type { Db } from '#server/db/types';
import { staff } from '#server/db/schema/index';
import { hashPassword } from '#server/services/auth/passwords';
import { freshEmail, freshIp } from './auth-client';
import type { TestApp } from './test-app';

export const STAFF_PASSWORD = 'staff password 42';

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  role: StaffRole;
}

/** A staff account written straight to the database (owner or staff), with a known password. */
export async function createStaff(
  db: Db,
  overrides: { email?: string; role?: StaffRole; password?: string; disabled?: boolean } = {},
): Promise<TestStaff> {
  const role = overrides.role ?? 'staff';
  const email = (overrides.email ?? freshEmail(role)).toLowerCase();
  const password = overrides.password ?? STAFF_PASSWORD;
  const [row] = await db
    .insert(staff)
    .values({
      email,
      role,
      passwordHash: await hashPassword(password),
      disabledAt: overrides.disabled ? new Date() : null,
    })
    .returning({ id: staff.id });
  if (!row) throw new Error('staff insert returned nothing');
  return { id: row.id, email, password, role };
}

/** Headers of a logged-in back-office browser: CSRF cookie and token, and the session cookie. */
export async function adminSession(
  t: TestApp,
  email: string,
  password: string = STAFF_PASSWORD,
): Promise<Record<string, string>> {
  const csrf = await t.csrfHeaders();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    headers: { ...csrf, 'x-forwarded-for': freshIp() },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  const session = res.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE);
  if (!session) throw new Error('admin login set no session cookie');
  return { ...csrf, cookie: `${csrf.cookie}; ${ADMIN_SESSION_COOKIE}=${session.value}` };
}
