import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff as staffTable } from '#server/db/schema/index';
import type { Database } from '#server/db/types';
import { adminSession, createStaff } from '../setup/admin-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-database';

/**
 * The back office's pages through plugins/web.ts and the real route modules (loaded with Vite,
 * as `npm run dev` does): the gate, roles, headers, language, and the stylesheets each side
 * links. End-to-end specs (tests/e2e/admin-*.spec.ts) drive the same pages in Chromium.
 */
describe('back-office pages [pglite]', () => {
  let database: Database;
  let vite: ViteDevServer;
  let t: TestApp;
  let owner: Record<string, string>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    vite = await createServer({
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'custom',
      logLevel: 'silent',
    });
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    t = await createTestApp(database, {}, { web: { build, mode: 'development' } });
    const ownerAccount = await createStaff(database.db, { role: 'owner' });
    const staffAccount = await createStaff(database.db, { role: 'staff' });
    await database.db
      .update(staffTable)
      .set({ locale: 'en' })
      .where(eq(staffTable.email, staffAccount.email));
    owner = await adminSession(t, ownerAccount.email);
    staff = await adminSession(t, staffAccount.email);
  }, 120_000);
  afterAll(async () => {
    await t?.app.close();
    await vite?.close();
    await database?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const sheets = (html: string) =>
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0]);

  it('sends anyone without a session to the login page, with the way back', async () => {
    for (const path of ['/admin', '/admin/staff', '/admin/categories?x=1']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves the login page uncached, unindexed, in the browser language, with its own styles', async () => {
    const res = await get('/admin/login', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['x-page-cache']).toBeUndefined();
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.body).toContain('<html lang="ru"');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(res.body).toContain('<title>Вход · Панель управления</title>');
    const links = sheets(res.body);
    expect(links.some((l) => l.includes('admin/admin.css'))).toBe(true);
    expect(links.some((l) => l.includes('styles/app.css'))).toBe(false);
    expect(res.body).not.toMatch(/hreflang|rel="canonical"/);
    // The language picked on the page wins over the browser's.
    const picked = await get('/admin/login?lang=en', { 'accept-language': 'ru' });
    expect(picked.body).toContain('<html lang="en"');
  });

  it('sends a signed-in person on from the login page, only ever within the back office', async () => {
    const cases: Array<[string, string]> = [
      ['/admin/login?next=%2Fadmin%2Faudit%3Fpage%3D2', '/admin/audit?page=2'],
      ['/admin/login?next=%2F%2Fevil.example', '/admin'],
      ['/admin/login?next=%2Fpl%2Fcart', '/admin'],
      ['/admin/login', '/admin'],
    ];
    for (const [url, location] of cases) {
      const res = await get(url, owner);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('opens the owner pages to the owner and answers 403 to staff', async () => {
    for (const path of ['/admin/staff', '/admin/audit']) {
      const asOwner = await get(path, owner);
      expect(asOwner.statusCode, path).toBe(200);
      const asStaff = await get(path, staff);
      expect(asStaff.statusCode, path).toBe(403);
      expect(asStaff.headers['cache-control']).toBe('no-store');
      expect(asStaff.body).toContain('data-testid="admin-error"');
    }
    // Staff see no link to them; the owner does.
    const home = await get('/admin', staff);
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('href="/admin/staff"');
    expect((await get('/admin', owner)).body).toContain('href="/admin/staff"');
  });

  it('speaks the staff member’s own language', async () => {
    const res = await get('/admin/account', staff);
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('My account');
  });

  it('answers its own 404 inside the frame', async () => {
    const res = await get('/admin/no/such/page', owner);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('data-status="404"');
  });

  it('links the shop’s stylesheet on shop pages and never the back office’s', async () => {
    const res = await get('/pl/login');
    expect(res.statusCode).toBe(200);
    const links = sheets(res.body);
    expect(links.some((l) => l.includes('styles/app.css'))).toBe(true);
    expect(links.some((l) => l.includes('admin'))).toBe(false);
  });
});
