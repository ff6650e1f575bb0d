import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_SESSION_COOKIE } from '#contracts/admin/staff';
import { forbidden, unauthenticated } from '#domain/errors';
import type { StaffPrincipal } from '../services/staff/index';
import type { StaffSessions } from '../services/staff/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The back office's staff member; null outside routes declared with `config.staff`. */
    staff: StaffPrincipal | null;
  }
  interface FastifyInstance {
    /** Every /api/admin route and the access it declared (the authorization matrix test reads it). */
    adminRouteTable: AdminRouteEntry[];
  }
  interface FastifyContextConfig {
    /**
     * `'staff'`: any active staff member (401 without a session); `'owner'`: owners only (403
     * for staff). A shopper's bearer token is never read here: it opens nothing.
     */
    staff?: 'staff' | 'owner';
  }
}

export interface AdminRouteEntry {
  method: string;
  url: string;
  access: 'staff' | 'owner' | 'public';
}

export interface AdminSessionOptions {
  sessions: StaffSessions;
  secureCookies: boolean;
  maxHours: number;
}

/** The staff member of a route declared with `config: { staff: … }`. */
export function requireStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthenticated('unauthenticated', 'Log in to the back office first');
  return request.staff;
}

/** The session token the request's cookie carries (for logout and password changes). */
export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[ADMIN_SESSION_COOKIE];
}

/**
 * Back-office sessions: an HttpOnly, SameSite=Strict cookie naming a server-side session row.
 * Strict keeps the cookie off every cross-site request, on top of the CSRF check that every
 * state-changing call passes first (the CSRF plugin's hook runs before this one).
 */
async function adminSession(app: FastifyInstance, opts: AdminSessionOptions) {
  app.decorateRequest('staff', null);
  const table: AdminRouteEntry[] = [];
  app.decorate('adminRouteTable', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin/')) return;
    const access = (route.config as { staff?: 'staff' | 'owner' } | undefined)?.staff ?? 'public';
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, access });
    }
  });
  app.decorateReply('startStaffSession', function (this: FastifyReply, token: string) {
    this.setCookie(ADMIN_SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: opts.secureCookies,
      maxAge: opts.maxHours * 3600,
    });
  });
  app.decorateReply('endStaffSession', function (this: FastifyReply) {
    this.clearCookie(ADMIN_SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: opts.secureCookies,
    });
  });
  app.addHook('onRequest', async (request) => {
    const need = request.routeOptions.config?.staff;
    if (!need) return;
    request.staff = await opts.sessions.resolve(sessionToken(request));
    const me = requireStaff(request);
    if (need === 'owner' && me.role !== 'owner') {
      throw forbidden('owner_only', 'Only an owner may do this');
    }
  });
}

declare module 'fastify' {
  interface FastifyReply {
    startStaffSession(token: string): void;
    endStaffSession(): void;
  }
}

export default fp(adminSession, { name: 'admin-session', dependencies: ['csrf'] });
