import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedResponse,
  localeResponse,
  loginRequest,
  passwordChangedResponse,
  profileSchema,
  refreshRequest,
  registerRequest,
  resetRequest,
  sendPhoneCodeRequest,
  sessionResponse,
  setLocaleRequest,
  tokenPairSchema,
  verifyPhoneCodeRequest,
  verifyPhoneCodeResponse,
} from '#contracts/auth';
import { localeParam } from '#contracts/catalog';
import { requireAuth } from '#server/plugins/auth';
import { shopOrigin } from '#server/config';
import type { Services } from '#server/services/index';
import { failureLimit, limit } from '#server/api/shared/rate-limit';
import { LIMITS } from './limits';
import { noStore } from '#server/api/shared/no-store';
import { API } from '#contracts/api-paths';

const tags = ['accounts'];
const localeParams = z.object({ locale: localeParam });

/** Accounts calls at their fixed paths (docs/rules.md#accounts-and-sessions). */
export default async function authRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, config } = services;
  // Links in answers and e-mails: PUBLIC_URL (or the local default), never a request header.
  const origin = shopOrigin(config);
  const loginFailures = failureLimit(app, LIMITS.loginIp, LIMITS.loginAccount);

  // Tokens and profiles must never sit in a shared cache.
  app.addHook('onSend', noStore);

  app.post(
    API.register,
    {
      schema: {
        tags,
        description: 'Create an account and log in',
        params: localeParams,
        body: registerRequest,
        response: { 201: sessionResponse },
      },
      onRequest: limit(app, LIMITS.registerIp),
    },
    async (req, reply) =>
      reply.status(201).send(await auth.register(req.body, req.params.locale, origin)),
  );

  app.post(
    API.login,
    {
      schema: {
        tags,
        description: 'Log in',
        params: localeParams,
        body: loginRequest,
        response: { 200: sessionResponse },
      },
      onRequest: limit(app, LIMITS.loginAttemptsIp),
      preHandler: loginFailures.check,
      onSend: loginFailures.count,
    },
    async (req) => auth.login(req.body.email, req.body.password),
  );

  app.post(
    API.refreshToken,
    {
      schema: {
        tags,
        description: 'Rotate the refresh token; a spent one revokes its family',
        body: refreshRequest,
        response: { 200: tokenPairSchema },
      },
      onRequest: limit(app, LIMITS.refreshIp),
    },
    async (req) => auth.refresh(req.body.refresh_token),
  );

  app.post(
    API.logout,
    {
      schema: { tags, description: 'End the session: its refresh-token family is revoked' },
      config: { auth: true },
    },
    async (req, reply) => {
      await auth.logout(requireAuth(req).sessionId);
      return reply.status(204).send();
    },
  );

  app.get(
    API.me,
    {
      schema: { tags, description: 'The logged-in user', response: { 200: profileSchema } },
      config: { auth: true },
    },
    async (req) => auth.me(requireAuth(req).userId),
  );

  app.post(
    API.resetPassword,
    {
      schema: {
        tags,
        description:
          '`{email}` or `{phone}` starts a reset (202 whether or not the account exists); `{token, password}` finishes it',
        body: resetRequest,
        response: { 200: passwordChangedResponse, 202: acceptedResponse },
      },
      onRequest: limit(app, LIMITS.resetIp),
      preHandler: limit(app, LIMITS.resetEmail, LIMITS.smsPhone),
    },
    async (req, reply) => {
      const { email, phone, token, password } = req.body;
      if (token !== undefined && password !== undefined) {
        await auth.finishReset(token, password);
        return reply.status(200).send({ status: 'password_changed' as const });
      }
      if (email !== undefined) await auth.startResetByEmail(email, origin);
      else if (phone !== undefined) await auth.startResetByPhone(phone);
      return reply.status(202).send({ status: 'accepted' as const });
    },
  );

  app.post(
    API.verifyPhoneCode,
    {
      schema: {
        tags,
        description:
          'Guest: an SMS reset code -> `{token}` to finish the reset. Logged in: confirms the phone',
        body: verifyPhoneCodeRequest,
        response: { 200: verifyPhoneCodeResponse },
      },
      config: { auth: 'optional' },
      onRequest: limit(app, LIMITS.codeIp),
      preHandler: limit(app, LIMITS.codePhone),
    },
    async (req) => {
      const { phone, code } = req.body;
      if (req.auth)
        return { token: null, user: await auth.verifyPhone(req.auth.userId, phone, code) };
      return { token: await auth.exchangeResetCode(phone, code) };
    },
  );

  app.post(
    API.sendPhoneCode,
    {
      schema: {
        tags,
        description: 'Logged in: send an SMS code to confirm this phone number',
        body: sendPhoneCodeRequest,
        response: { 202: acceptedResponse },
      },
      config: { auth: true },
      preHandler: limit(app, LIMITS.smsUser, LIMITS.smsPhone),
    },
    async (req, reply) => {
      await auth.sendPhoneCode(requireAuth(req).userId, req.body.phone);
      return reply.status(202).send({ status: 'accepted' as const });
    },
  );

  app.get(
    API.userLocale,
    {
      schema: {
        tags,
        description: "The user's preferred language",
        response: { 200: localeResponse },
      },
      config: { auth: true },
    },
    async (req) => ({ local_selected: await auth.getLocale(requireAuth(req).userId) }),
  );

  app.put(
    API.userLocale,
    {
      schema: {
        tags,
        description: "Set the user's preferred language",
        body: setLocaleRequest,
        response: { 200: localeResponse },
      },
      config: { auth: true },
    },
    async (req) => ({
      local_selected: await auth.setLocale(requireAuth(req).userId, req.body.locale),
    }),
  );
}
