import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  staffLoginRequest,
  staffLoginResponse,
  staffMeSchema,
  updateMeRequest,
} from '#contracts/admin/staff';
import { requireStaff, sessionToken } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';
import { bodyField, byIp, failureLimit, limit } from '#server/api/shared/rate-limit';
import { ADMIN_API } from '#contracts/api-paths';

const tags = ['back office'];

/**
 * Guessing is paced by failed attempts per address and per account (an office's successful
 * logins from one address never lock it), and every attempt counts towards a far larger
 * per-address limit that bounds parallel guessing; a login costs an Argon2 hash anyway.
 */
export const LOGIN_LIMITS = {
  ip: { name: 'admin-login-ip', max: 20, minutes: 15, key: byIp },
  account: { name: 'admin-login-account', max: 10, minutes: 15, key: bodyField('email') },
  attemptsIp: { name: 'admin-login-attempts-ip', max: 120, minutes: 15, key: byIp },
};

/** The back office's session: login, logout, who am I, my language and password. */
export default async function sessionRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { staff } = services;
  const loginFailures = failureLimit(app, LOGIN_LIMITS.ip, LOGIN_LIMITS.account);

  app.post(
    ADMIN_API.login,
    {
      schema: { tags, body: staffLoginRequest, response: { 200: staffLoginResponse } },
      onRequest: limit(app, LOGIN_LIMITS.attemptsIp),
      preHandler: loginFailures.check,
      onSend: loginFailures.count,
    },
    async (req, reply) => {
      const session = await staff.login(req.body.email, req.body.password);
      reply.startStaffSession(session.token);
      return { staff: { email: session.staff.email, role: session.staff.role } };
    },
  );

  app.post(ADMIN_API.logout, { schema: { tags } }, async (req, reply) => {
    await staff.sessions.end(sessionToken(req));
    reply.endStaffSession();
    return reply.status(204).send();
  });

  app.get(
    ADMIN_API.me,
    { config: { staff: 'staff' }, schema: { tags, response: { 200: staffMeSchema } } },
    async (req) => {
      const me = requireStaff(req);
      return { email: me.email, role: me.role, locale: me.locale };
    },
  );

  app.patch(
    ADMIN_API.me,
    {
      config: { staff: 'staff' },
      schema: { tags, body: updateMeRequest, response: { 200: staffMeSchema } },
    },
    async (req) => {
      const me = await staff.setLocale(requireStaff(req), req.body.locale);
      return { email: me.email, role: me.role, locale: me.locale };
    },
  );

  app.post(
    ADMIN_API.password,
    { config: { staff: 'staff' }, schema: { tags, body: changePasswordRequest } },
    async (req, reply) => {
      const me = requireStaff(req);
      await staff.changeOwnPassword(
        me,
        req.body.current_password,
        req.body.new_password,
        sessionToken(req) ?? '',
      );
      return reply.status(204).send();
    },
  );
}
