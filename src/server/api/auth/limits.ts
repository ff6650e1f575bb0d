import { bodyField, byIp, byUser, type Limit } from '#server/api/shared/rate-limit';

/**
 * The limits of the accounts calls: per address (IP) and per account (e-mail, phone, user).
 * A login's `loginIp` and `loginAccount` count failed attempts only (`failureLimit`); every
 * attempt counts towards the far larger `loginAttemptsIp`, which bounds parallel guessing and
 * leaves room for an office's many successful logins from one address.
 */
export const LIMITS = {
  loginIp: { name: 'login-ip', max: 20, minutes: 10, key: byIp },
  loginAccount: { name: 'login-account', max: 10, minutes: 15, key: bodyField('email') },
  loginAttemptsIp: { name: 'login-attempts-ip', max: 120, minutes: 15, key: byIp },
  registerIp: { name: 'register-ip', max: 10, minutes: 60, key: byIp },
  resetIp: { name: 'reset-ip', max: 10, minutes: 15, key: byIp },
  resetEmail: { name: 'reset-email', max: 5, minutes: 60, key: bodyField('email') },
  smsPhone: { name: 'sms-phone', max: 5, minutes: 60, key: bodyField('phone') },
  codeIp: { name: 'code-ip', max: 20, minutes: 15, key: byIp },
  codePhone: { name: 'code-phone', max: 10, minutes: 15, key: bodyField('phone') },
  smsUser: { name: 'sms-user', max: 5, minutes: 60, key: byUser },
  refreshIp: { name: 'refresh-ip', max: 120, minutes: 1, key: byIp },
} satisfies Record<string, Limit>;
