import {
  encryptKsefToken,
  keyOf,
  newSessionKey,
  pickCertificate,
  rsaOaepSha256,
  sendInvoiceBody,
  sha256Base64,
  type ChosenKey,
  type KeyUsage,
  type PublicKeyCertificate,
  type SessionKey,
} from './crypto';
import {
  describeEntries,
  errorEntries,
  KsefAuthFailed,
  KsefError,
  KsefRejected,
  KsefUnavailable,
  type KsefErrorEntry,
} from './errors';

/**
 * A thin client of our own over the KSeF API 2.0 calls the shop makes
 * (docs/decisions/074-ksef-client.md): authenticate with the owner's KSeF token, open an online
 * session, send one FA(3) invoice encrypted as the API requires, poll its status, fetch its UPO,
 * close the session. Paths and fields are those of `open-api.json` in CIRFMF/ksef-docs.
 *
 * "Sent once": `submit` is step-wise. It hands the caller its references (`save`) before each
 * step whose answer can be lost, and a later `submit` given them (`previous`) asks KSeF first:
 * the invoice by its reference, or the session's invoices by the file's SHA-256 when the send's
 * answer never came. Only an invoice KSeF does not have is sent; and should one still go twice,
 * KSeF's duplicate check (status 440, same seller, kind and number) names the first, which is
 * answered as the accepted one when its hash is this file's.
 *
 * The token is encrypted before it leaves (RSA-OAEP), access tokens go in one header to one
 * origin, and no log line or error message carries either.
 */

/** What a queue job keeps between tries (JSON-safe). */
export interface KsefRefs {
  /** The online session the invoice went (or was about to go) in. */
  sessionRef: string;
  /** KSeF's reference of the sent invoice; null until its answer came. */
  invoiceRef: string | null;
  /** SHA-256 (Base64) of the XML: how a lost send is found in its session. */
  invoiceHash: string;
}

/** KSeF's refusal of an invoice, as staff see it next to the invoice. */
export interface KsefInvoiceError {
  /** KSeF's status code (430 file, 450 semantics, 440 a duplicate not ours...) or error code. */
  code: number;
  description: string;
  details: string[];
  /** One line: `450: Błąd weryfikacji semantyki dokumentu faktury (…)`. */
  message: string;
}

export type KsefSubmission =
  | {
      state: 'accepted';
      refs: KsefRefs;
      ksefNumber: string;
      /** When KSeF gave the number (`acquisitionDate`): the date the buyer received it. */
      acquiredAt: Date;
      /** `Offline` when KSeF took it as sent late (its issue date before the day it arrived). */
      invoicingMode: 'Online' | 'Offline' | null;
      /** The UPO (official receipt, signed XML); null when KSeF had none ready yet: `upo()`. */
      upo: string | null;
      /** True when KSeF had it already (a send whose answer was lost, told by 440). */
      alreadyInKsef: boolean;
    }
  /** KSeF has it and has not finished: keep `refs`, call `submit` again later. */
  | { state: 'processing'; refs: KsefRefs }
  | { state: 'rejected'; refs: KsefRefs; error: KsefInvoiceError };

export interface SubmitInput {
  /** The FA(3) document, exactly the bytes stored (its hash is the QR code's). */
  xml: Uint8Array;
  /** The seller's NIP: the context the token authenticates in. */
  nip: string;
  /** The refs a previous try saved. */
  previous?: KsefRefs | null;
  /** Called with the refs before each step whose answer may be lost; persist them. */
  save?: (refs: KsefRefs) => Promise<void>;
}

export interface KsefLog {
  debug(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface KsefClientOptions {
  /** KSEF_API_URL, with its `/v2`. */
  apiUrl: string;
  /** KSEF_TOKEN. */
  token: string;
  /** One request's limit. */
  timeoutMs?: number;
  /** Between two status reads (auth, invoice, UPO). */
  pollIntervalMs?: number;
  /** How long one `submit` waits for KSeF's verdict before answering `processing`. */
  pollTimeoutMs?: number;
  /** An open session is reused this long (KSeF keeps one 12 h; opening is rate-limited). */
  sessionMaxAgeMs?: number;
  /** A session unused this long is closed. */
  sessionIdleMs?: number;
  now?: () => Date;
  log?: KsefLog;
}

interface Tokens {
  nip: string;
  access: string;
  accessUntil: number;
  refresh: string | null;
  refreshUntil: number;
}

interface OpenSession {
  ref: string;
  nip: string;
  key: SessionKey;
  openedAt: number;
  validUntil: number;
}

interface InvoiceStatus {
  referenceNumber: string;
  ksefNumber?: string | null;
  invoiceHash?: string;
  acquisitionDate?: string | null;
  invoicingMode?: 'Online' | 'Offline' | null;
  status: {
    code: number;
    description: string;
    details?: string[] | null;
    extensions?: Record<string, string | null> | null;
  };
}

type Stage = 'auth' | 'session' | 'invoice' | 'read';

const FORM_CODE = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const;
/** Invoice statuses after which KSeF itself says to send again (session error, unknown, cancelled). */
const RESEND_STATUSES = new Set([405, 500, 550]);
/** Send refusals that mean "not this session": a fresh one takes the invoice. */
const SESSION_GONE = new Set([21155, 21173, 21180]);
/** The key selector is unknown or withdrawn (a rotation): read the certificates again. */
const KEY_WITHDRAWN = 21470;
const UPO_NOT_READY = 21178;
const silent: KsefLog = { debug() {}, warn() {} };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function retryAfterMs(res: Response): number | null {
  const value = res.headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : null;
}

const entryMessage = (e: KsefErrorEntry) => describeEntries([e]);

export function createKsefClient(options: KsefClientOptions) {
  const base = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const pollTimeoutMs = options.pollTimeoutMs ?? 60_000;
  const sessionMaxAgeMs = options.sessionMaxAgeMs ?? 30 * 60_000;
  const sessionIdleMs = options.sessionIdleMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? silent;

  let certificates: { list: PublicKeyCertificate[]; at: number } | null = null;
  let tokens: Tokens | null = null;
  let authInFlight: Promise<Tokens> | null = null;
  let session: OpenSession | null = null;
  let sessionInFlight: Promise<OpenSession> | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  /** One HTTP call; 4xx become the stage's error, no answer / 429 / 5xx `KsefUnavailable`. */
  async function call(
    stage: Stage,
    what: string,
    method: 'GET' | 'POST',
    path: string,
    {
      bearer,
      body,
      accept = 'application/json',
    }: { bearer?: string; body?: unknown; accept?: string } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { accept, 'x-error-format': 'problem-details' };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new KsefUnavailable(
        `KSeF ${what}: ${timedOut ? `no answer within ${timeoutMs} ms` : 'unreachable'}`,
        null,
        [],
        null,
        { cause: error },
      );
    }
    if (res.ok) return res;
    const text = await res.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // a proxy's HTML page: no KSeF entries
    }
    const entries = errorEntries(parsed);
    const said = entries.length ? `: ${describeEntries(entries)}` : '';
    const message = `KSeF ${what} answered ${res.status}${said}`;
    if (res.status === 429 || res.status >= 500) {
      throw new KsefUnavailable(message, res.status, entries, retryAfterMs(res));
    }
    // 403: the token lacks a permission (InvoiceWrite) or this NIP's context; the owner's to fix.
    if (stage === 'auth' || res.status === 403)
      throw new KsefAuthFailed(message, res.status, entries);
    throw new KsefRejected(message, res.status, entries);
  }

  async function json<T>(...args: Parameters<typeof call>): Promise<T> {
    const res = await call(...args);
    try {
      return (await res.json()) as T;
    } catch (error) {
      throw new KsefUnavailable(
        `KSeF ${args[1]}: an answer that is not JSON`,
        res.status,
        [],
        null,
        {
          cause: error,
        },
      );
    }
  }

  // ---- keys ------------------------------------------------------------------------------

  async function keyFor(usage: KeyUsage, fresh = false): Promise<ChosenKey> {
    const at = now().getTime();
    if (fresh || !certificates || at - certificates.at > 60 * 60_000) {
      const list = await json<PublicKeyCertificate[]>(
        'read',
        'public key certificates',
        'GET',
        '/security/public-key-certificates',
      );
      certificates = { list, at };
    }
    const cert = pickCertificate(certificates.list, usage, now());
    if (!cert) throw new KsefUnavailable(`KSeF publishes no valid ${usage} certificate`, null);
    return keyOf(cert);
  }

  /** Runs `step` with the usage's key; once more with fresh certificates after a rotation. */
  async function withKey<T>(usage: KeyUsage, step: (key: ChosenKey) => Promise<T>): Promise<T> {
    try {
      return await step(await keyFor(usage));
    } catch (error) {
      if (!(error instanceof KsefError) || error.code !== KEY_WITHDRAWN) throw error;
      log.debug({ usage }, 'ksef key withdrawn: reading the certificates again');
      return step(await keyFor(usage, true));
    }
  }

  // ---- authentication --------------------------------------------------------------------

  async function authenticate(nip: string): Promise<Tokens> {
    const challenge = await json<{ challenge: string; timestampMs: number }>(
      'auth',
      'auth challenge',
      'POST',
      '/auth/challenge',
    );
    const init = await withKey('KsefTokenEncryption', (key) =>
      json<{ referenceNumber: string; authenticationToken: { token: string } }>(
        'auth',
        'auth with the KSeF token',
        'POST',
        '/auth/ksef-token',
        {
          body: {
            challenge: challenge.challenge,
            contextIdentifier: { type: 'Nip', value: nip },
            encryptedToken: encryptKsefToken(key.key, options.token, challenge.timestampMs),
            ...(key.publicKeyId ? { publicKeyId: key.publicKeyId } : {}),
          },
        },
      ),
    );
    const operation = init.authenticationToken.token;
    const deadline = Date.now() + pollTimeoutMs;
    for (;;) {
      const status = await json<{
        status: { code: number; description: string; details?: string[] | null };
      }>('auth', 'auth status', 'GET', `/auth/${encodeURIComponent(init.referenceNumber)}`, {
        bearer: operation,
      });
      if (status.status.code === 200) break;
      if (status.status.code !== 100) {
        const entry = {
          code: status.status.code,
          description: status.status.description,
          details: status.status.details ?? [],
        };
        throw new KsefAuthFailed(`KSeF refused the KSeF token: ${entryMessage(entry)}`, 200, [
          entry,
        ]);
      }
      if (Date.now() > deadline)
        throw new KsefUnavailable('KSeF did not finish the authentication in time', null);
      await sleep(pollIntervalMs);
    }
    const redeemed = await json<{
      accessToken: { token: string; validUntil: string };
      refreshToken: { token: string; validUntil: string };
    }>('auth', 'token redeem', 'POST', '/auth/token/redeem', { bearer: operation });
    log.debug({ referenceNumber: init.referenceNumber }, 'ksef authenticated');
    return {
      nip,
      access: redeemed.accessToken.token,
      accessUntil: Date.parse(redeemed.accessToken.validUntil),
      refresh: redeemed.refreshToken.token,
      refreshUntil: Date.parse(redeemed.refreshToken.validUntil),
    };
  }

  async function refreshed(current: Tokens): Promise<Tokens> {
    const answer = await json<{ accessToken: { token: string; validUntil: string } }>(
      'auth',
      'token refresh',
      'POST',
      '/auth/token/refresh',
      { bearer: current.refresh! },
    );
    return {
      ...current,
      access: answer.accessToken.token,
      accessUntil: Date.parse(answer.accessToken.validUntil),
    };
  }

  /** A valid access token for `nip`: the cached one, refreshed, or a new authentication. */
  async function accessToken(nip: string): Promise<string> {
    const margin = 60_000;
    const at = now().getTime();
    if (tokens?.nip === nip && tokens.accessUntil - margin > at) return tokens.access;
    authInFlight ??= (async () => {
      try {
        const current = tokens?.nip === nip ? tokens : null;
        if (current?.refresh && current.refreshUntil - margin > at) {
          try {
            return await refreshed(current);
          } catch (error) {
            if (!(error instanceof KsefAuthFailed)) throw error;
            // the refresh token was revoked: authenticate anew
          }
        }
        return await authenticate(nip);
      } finally {
        authInFlight = null;
      }
    })();
    tokens = await authInFlight;
    return tokens.access;
  }

  /** A call with the access token; after a 401 (revoked, expired early) once more with a new one. */
  async function authorized<T>(nip: string, run: (bearer: string) => Promise<T>): Promise<T> {
    try {
      return await run(await accessToken(nip));
    } catch (error) {
      if (!(error instanceof KsefRejected) || error.httpStatus !== 401) throw error;
      tokens = null;
    }
    try {
      return await run(await accessToken(nip));
    } catch (error) {
      // A brand-new access token refused too: the token's rights, not a stale cache.
      if (error instanceof KsefRejected && error.httpStatus === 401) {
        throw new KsefAuthFailed(error.message, 401, error.errors);
      }
      throw error;
    }
  }

  // ---- sessions --------------------------------------------------------------------------

  function touchSession() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void closeSession(), sessionIdleMs);
    idleTimer.unref();
  }

  async function closeSession(): Promise<void> {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const closing = session;
    session = null;
    if (!closing) return;
    try {
      await authorized(closing.nip, (bearer) =>
        call(
          'session',
          'session close',
          'POST',
          `/sessions/online/${encodeURIComponent(closing.ref)}/close`,
          {
            bearer,
          },
        ),
      );
      log.debug({ sessionRef: closing.ref }, 'ksef session closed');
    } catch (error) {
      // KSeF closes an abandoned session itself after 12 h; nothing is lost by a failed close.
      log.warn({ sessionRef: closing.ref, err: error }, 'ksef session close failed');
    }
  }

  async function openSession(nip: string): Promise<OpenSession> {
    const at = now().getTime();
    if (
      session &&
      session.nip === nip &&
      at - session.openedAt < sessionMaxAgeMs &&
      session.validUntil - 10 * 60_000 > at
    ) {
      return session;
    }
    sessionInFlight ??= (async () => {
      try {
        if (session) await closeSession();
        const key = newSessionKey();
        const opened = await authorized(nip, (bearer) =>
          withKey('SymmetricKeyEncryption', (chosen) =>
            json<{ referenceNumber: string; validUntil: string }>(
              'session',
              'session open',
              'POST',
              '/sessions/online',
              {
                bearer,
                body: {
                  formCode: FORM_CODE,
                  encryption: {
                    encryptedSymmetricKey: rsaOaepSha256(chosen.key, key.key).toString('base64'),
                    initializationVector: key.iv.toString('base64'),
                    ...(chosen.publicKeyId ? { publicKeyId: chosen.publicKeyId } : {}),
                  },
                },
              },
            ),
          ),
        );
        log.debug({ sessionRef: opened.referenceNumber }, 'ksef session opened');
        session = {
          ref: opened.referenceNumber,
          nip,
          key,
          openedAt: now().getTime(),
          validUntil: Date.parse(opened.validUntil),
        };
        return session;
      } finally {
        sessionInFlight = null;
      }
    })();
    return sessionInFlight;
  }

  /** Forgets the open session without closing it (KSeF says it is gone or full). */
  function dropSession(ref: string) {
    if (session?.ref === ref) session = null;
  }

  // ---- invoices --------------------------------------------------------------------------

  /** The invoice's status, or null when KSeF knows no such session or invoice. */
  async function invoiceStatus(
    nip: string,
    sessionRef: string,
    invoiceRef: string,
  ): Promise<InvoiceStatus | null> {
    try {
      return await authorized(nip, (bearer) =>
        json<InvoiceStatus>(
          'read',
          'invoice status',
          'GET',
          `/sessions/${encodeURIComponent(sessionRef)}/invoices/${encodeURIComponent(invoiceRef)}`,
          { bearer },
        ),
      );
    } catch (error) {
      if (error instanceof KsefRejected && (error.httpStatus === 404 || error.httpStatus === 400))
        return null;
      throw error;
    }
  }

  /** The session's invoice matching `match`, reading its pages; null when none (or no session). */
  async function findInSession(
    nip: string,
    sessionRef: string,
    match: (invoice: InvoiceStatus) => boolean,
  ): Promise<InvoiceStatus | null> {
    let continuation: string | null = null;
    for (let page = 0; page < 100; page++) {
      let answer: { invoices: InvoiceStatus[]; continuationToken?: string | null };
      try {
        answer = await authorized(nip, async (bearer) => {
          const res = await call(
            'read',
            'session invoices',
            'GET',
            `/sessions/${encodeURIComponent(sessionRef)}/invoices?pageSize=1000`,
            { bearer },
          );
          return (await res.json()) as typeof answer;
        });
      } catch (error) {
        if (error instanceof KsefRejected && (error.httpStatus === 404 || error.httpStatus === 400))
          return null;
        throw error;
      }
      const found = answer.invoices.find(match);
      if (found) return found;
      continuation = answer.continuationToken ?? null;
      if (!continuation) return null;
    }
    return null;
  }

  async function fetchUpo(
    nip: string,
    sessionRef: string,
    ksefNumber: string,
  ): Promise<string | null> {
    try {
      return await authorized(nip, async (bearer) => {
        const res = await call(
          'read',
          'invoice UPO',
          'GET',
          `/sessions/${encodeURIComponent(sessionRef)}/invoices/ksef/${encodeURIComponent(ksefNumber)}/upo`,
          { bearer, accept: 'application/xml' },
        );
        return res.text();
      });
    } catch (error) {
      if (
        error instanceof KsefRejected &&
        (error.code === UPO_NOT_READY || error.httpStatus === 404)
      )
        return null;
      throw error;
    }
  }

  /** The UPO, asked for a few times while KSeF is still writing it. */
  async function upoSoon(
    nip: string,
    sessionRef: string,
    ksefNumber: string,
  ): Promise<string | null> {
    const deadline = Date.now() + Math.min(pollTimeoutMs, 15_000);
    for (;;) {
      const upo = await fetchUpo(nip, sessionRef, ksefNumber);
      if (upo !== null || Date.now() > deadline) return upo;
      await sleep(pollIntervalMs);
    }
  }

  function invoiceError(status: InvoiceStatus['status']): KsefInvoiceError {
    const entry = {
      code: status.code,
      description: status.description,
      details: status.details ?? [],
    };
    return { ...entry, message: entryMessage(entry) };
  }

  /** Waits for the verdict on a sent invoice and answers it. */
  async function settle(
    nip: string,
    refs: KsefRefs,
    first?: InvoiceStatus,
  ): Promise<KsefSubmission | 'resend'> {
    const deadline = Date.now() + pollTimeoutMs;
    let status = first ?? null;
    for (;;) {
      status ??= await invoiceStatus(nip, refs.sessionRef, refs.invoiceRef!);
      if (!status) return 'resend';
      const code = status.status.code;
      log.debug(
        { sessionRef: refs.sessionRef, invoiceRef: refs.invoiceRef, code },
        'ksef invoice status',
      );
      if (code === 200 && status.ksefNumber) {
        return {
          state: 'accepted',
          refs,
          ksefNumber: status.ksefNumber,
          acquiredAt: new Date(status.acquisitionDate ?? now().toISOString()),
          invoicingMode: status.invoicingMode ?? null,
          upo: await upoSoon(nip, refs.sessionRef, status.ksefNumber),
          alreadyInKsef: false,
        };
      }
      if (code === 440) return duplicate(nip, refs, status);
      if (RESEND_STATUSES.has(code)) return 'resend';
      if (code >= 400) return { state: 'rejected', refs, error: invoiceError(status.status) };
      if (Date.now() > deadline) return { state: 'processing', refs };
      await sleep(pollIntervalMs);
      status = null;
    }
  }

  /**
   * KSeF says an invoice with this seller, kind and number is in already. When the first one is
   * this very file (our own send whose answer was lost), it is the accepted one; else a number
   * taken by another document, which staff must see.
   */
  async function duplicate(
    nip: string,
    refs: KsefRefs,
    status: InvoiceStatus,
  ): Promise<KsefSubmission> {
    const originalSession = status.status.extensions?.originalSessionReferenceNumber ?? null;
    const originalNumber = status.status.extensions?.originalKsefNumber ?? null;
    const original =
      originalSession && originalNumber
        ? await findInSession(nip, originalSession, (i) => i.ksefNumber === originalNumber)
        : null;
    if (
      !original ||
      !originalSession ||
      !originalNumber ||
      original.invoiceHash !== refs.invoiceHash
    ) {
      return { state: 'rejected', refs, error: invoiceError(status.status) };
    }
    return {
      state: 'accepted',
      refs: {
        sessionRef: originalSession,
        invoiceRef: original.referenceNumber,
        invoiceHash: refs.invoiceHash,
      },
      ksefNumber: originalNumber,
      acquiredAt: new Date(original.acquisitionDate ?? now().toISOString()),
      invoicingMode: original.invoicingMode ?? null,
      upo: await upoSoon(nip, originalSession, originalNumber),
      alreadyInKsef: true,
    };
  }

  async function send(
    nip: string,
    xml: Uint8Array,
    invoiceHash: string,
    save: (refs: KsefRefs) => Promise<void>,
  ): Promise<KsefSubmission> {
    for (let attempt = 1; ; attempt++) {
      const open = await openSession(nip);
      touchSession();
      const pending: KsefRefs = { sessionRef: open.ref, invoiceRef: null, invoiceHash };
      // Saved before sending: should the answer be lost, the retry looks in this session.
      await save(pending);
      let sent: { referenceNumber: string };
      try {
        sent = await authorized(nip, (bearer) =>
          json<{ referenceNumber: string }>(
            'invoice',
            'invoice send',
            'POST',
            `/sessions/online/${encodeURIComponent(open.ref)}/invoices`,
            { bearer, body: sendInvoiceBody(open.key, xml) },
          ),
        );
      } catch (error) {
        if (!(error instanceof KsefRejected)) throw error;
        if (error.code !== null && SESSION_GONE.has(error.code) && attempt < 3) {
          dropSession(open.ref);
          continue;
        }
        const entry = error.errors[0] ?? {
          code: error.httpStatus ?? 0,
          description: error.message,
          details: [],
        };
        return {
          state: 'rejected',
          refs: pending,
          error: { ...entry, message: describeEntries(error.errors) || error.message },
        };
      }
      const refs = { ...pending, invoiceRef: sent.referenceNumber };
      await save(refs);
      log.debug({ sessionRef: refs.sessionRef, invoiceRef: refs.invoiceRef }, 'ksef invoice sent');
      const verdict = await settle(nip, refs);
      touchSession();
      if (verdict !== 'resend') return verdict;
      if (attempt >= 3)
        throw new KsefUnavailable("KSeF cancelled the invoice's processing three times", null);
      dropSession(open.ref);
    }
  }

  /**
   * Sends the invoice unless KSeF has it already, and answers where it stands. Throws
   * `KsefUnavailable` (retry later, with the refs `save` was given) and `KsefAuthFailed`.
   */
  async function submit({
    xml,
    nip,
    previous,
    save = async () => {},
  }: SubmitInput): Promise<KsefSubmission> {
    const invoiceHash = sha256Base64(xml);
    if (previous?.invoiceRef) {
      const status = await invoiceStatus(nip, previous.sessionRef, previous.invoiceRef);
      if (status) {
        const verdict = await settle(nip, { ...previous, invoiceHash }, status);
        if (verdict !== 'resend') return verdict;
      }
    } else if (previous?.sessionRef) {
      const found = await findInSession(
        nip,
        previous.sessionRef,
        (i) => i.invoiceHash === invoiceHash,
      );
      if (found) {
        const refs = {
          sessionRef: previous.sessionRef,
          invoiceRef: found.referenceNumber,
          invoiceHash,
        };
        await save(refs);
        log.debug(
          { sessionRef: refs.sessionRef, invoiceRef: refs.invoiceRef },
          'ksef invoice found after a lost answer',
        );
        const verdict = await settle(nip, refs, found);
        if (verdict !== 'resend') return verdict;
      }
    }
    return send(nip, xml, invoiceHash, save);
  }

  return {
    submit,
    /** The UPO of an accepted invoice (null while KSeF has none ready). */
    upo: (nip: string, refs: Pick<KsefRefs, 'sessionRef'>, ksefNumber: string) =>
      fetchUpo(nip, refs.sessionRef, ksefNumber),
    /** Closes the open session (the app's close; an idle one closes itself). */
    close: closeSession,
  };
}

export type KsefClient = ReturnType<typeof createKsefClient>;
