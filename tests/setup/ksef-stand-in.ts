import {
  constants,
  createDecipheriv,
  createHash,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in for the KSeF API 2.0 calls the shop makes, built from KSeF's OpenAPI
 * (`open-api.json` in CIRFMF/ksef-docs; docs/decisions/074-ksef-client.md): the same paths,
 * fields, status codes and error bodies (problem details), on loopback. It holds its own RSA
 * key pairs and publishes them as X.509 certificates; checks the encrypted `token|timestampMs`
 * against its challenge; issues operation, access and refresh tokens; opens sessions by
 * unwrapping their AES key; decrypts each invoice, checks both hashes and sizes, finds the
 * seller, kind and number in it, detects a duplicate (440, as KSeF: seller NIP, `RodzajFaktury`,
 * `P_2`), gives KSeF numbers in KSeF's format (with its CRC-8) and serves a UPO.
 *
 * Faults are scripted per test: an invoice rejected with KSeF's own status, a request that hangs
 * (a timeout), one whose work is done but whose answer is lost, 503/429 answers, the whole API
 * down (connections reset), and recovery when the switch goes off.
 */

export type KsefEndpoint =
  | 'certificates'
  | 'challenge'
  | 'ksef-token'
  | 'auth-status'
  | 'redeem'
  | 'refresh'
  | 'open'
  | 'send'
  | 'invoice-status'
  | 'session-invoices'
  | 'upo'
  | 'close';

/**
 * `hang`: no answer until the client gives up (nothing done); `lost`: done, then the connection
 * dropped (the answer lost on the way); `503`/`429`: refused without doing it.
 */
export type KsefFaultKind = 'hang' | 'lost' | '503' | '429';

export interface KsefFault {
  on: KsefEndpoint;
  kind: KsefFaultKind;
}

/** One request as the stand-in saw it, and what it answered (none when it hung or was down). */
export interface StandInCall {
  method: string;
  path: string;
  endpoint: KsefEndpoint | null;
  /** The OpenAPI path it matched, `/sessions/online/{referenceNumber}/invoices`. */
  template: string | null;
  requestBody?: unknown;
  status?: number;
  responseBody?: unknown;
  contentType?: string;
}

export interface StandInInvoice {
  referenceNumber: string;
  sessionRef: string;
  ordinalNumber: number;
  invoiceHash: string;
  xml: string;
  invoiceNumber: string | null;
  sellerNip: string | null;
  issueDate: string | null;
  invoicingDate: string;
  statusReadsLeft: number;
  status: {
    code: number;
    description: string;
    details?: string[];
    extensions?: Record<string, string>;
  };
  ksefNumber: string | null;
  acquisitionDate: string | null;
  invoicingMode: 'Online' | 'Offline';
}

export interface StandInSession {
  referenceNumber: string;
  nip: string;
  key: Buffer;
  iv: Buffer;
  open: boolean;
  validUntil: string;
  invoices: string[];
}

export interface KsefStandIn {
  /** KSEF_API_URL: the origin and `/v2`. */
  url: string;
  /** The owner's KSeF token (KSEF_TOKEN). */
  token: string;
  /** The NIP the token is for. */
  nip: string;
  calls: StandInCall[];
  sessions: Map<string, StandInSession>;
  invoices: Map<string, StandInInvoice>;
  /** Invoices taken in (sent and decrypted), duplicates included. */
  received: StandInInvoice[];
  /** Faults applied, in order, to the next requests of their endpoint. */
  faults: KsefFault[];
  /** Every request's connection is reset (KSeF unreachable) while true. */
  down: boolean;
  /** The verdicts of the next invoices, in order (else 200); KSeF's invoice status codes. */
  verdicts: Array<{ code: number; description: string; details?: string[] }>;
  /** Status reads answering 150 ("Trwa przetwarzanie") before an invoice's verdict. */
  processingReads: number;
  /** Auth status reads answering 100 before 200. */
  authReads: number;
  accessTtlMs: number;
  /** Every operation, access and refresh token handed out (a test looks for them in logs). */
  issuedTokens: string[];
  /** Every access token stops working (revoked): the next call with one answers 401. */
  revokeAccessTokens(): void;
  /** New key pairs and certificates; the old `publicKeyId`s answer 21470 from now on. */
  rotateKeys(): void;
  close(): Promise<void>;
}

/** The shop's settings that point it at the stand-in (config or a child process's env). */
export const ksefEnv = (s: Pick<KsefStandIn, 'url' | 'token'>) => ({
  KSEF_TOKEN: s.token,
  KSEF_API_URL: s.url,
});

// ---- KSeF's formats ------------------------------------------------------------------------

/** CRC-8, polynomial 0x07, initial 0 (faktury/numer-ksef.md). */
export function crc8(text: string): number {
  let crc = 0;
  for (const byte of Buffer.from(text, 'ascii')) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');

/** `9999999999-RRRRMMDD-FFFFFFFFFFFF-FF`: the seller, the day, 12 hex digits and the CRC-8. */
export function ksefNumber(nip: string, at: Date): string {
  const data = `${nip}-${ymd(at)}-${hex(6)}`;
  return `${data}-${crc8(data).toString(16).toUpperCase().padStart(2, '0')}`;
}

/** A 36-character reference number, `20250625-EE-319D7EE000-B67F415CDC-2C`. */
function referenceNumber(kind: string, at = new Date()): string {
  return `${ymd(at)}-${kind}-${hex(5)}-${hex(5)}-${hex(1)}`;
}

/** The calendar day in Poland (KSeF compares issue and arrival by day). */
const polishDay = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(d);

// ---- X.509 certificates, DER by hand (node:crypto reads them but does not make them) -------

function derLength(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v >>= 8) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}
const der = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
};
function oid(dotted: string): Buffer {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * a + b];
  for (const arc of rest) {
    const chunk: number[] = [];
    for (let v = arc; ; v = Math.floor(v / 128)) {
      chunk.unshift((v % 128) | (chunk.length ? 0x80 : 0));
      if (v < 128) break;
    }
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}
const utcTime = (d: Date) =>
  der(0x17, Buffer.from(`${d.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`, 'ascii'));
const commonName = (cn: string) =>
  der(0x30, der(0x31, der(0x30, oid('2.5.4.3'), der(0x0c, Buffer.from(cn, 'utf8')))));

/** A self-signed X.509 v1 certificate (RSA, SHA-256) for `key`, as Base64 DER. */
function selfSigned(publicKey: KeyObject, privateKey: KeyObject, from: Date, to: Date): string {
  const algorithm = der(0x30, oid('1.2.840.113549.1.1.11'), der(0x05));
  const name = commonName('Ministerstwo Finansów (stand-in)');
  const serial = der(0x02, Buffer.concat([Buffer.from([0x01]), randomBytes(8)]));
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const tbs = der(0x30, serial, algorithm, name, der(0x30, utcTime(from), utcTime(to)), name, spki);
  const signature = sign('sha256', tbs, privateKey);
  return der(0x30, tbs, algorithm, der(0x03, Buffer.from([0]), signature)).toString('base64');
}

interface KeyEntry {
  usage: 'KsefTokenEncryption' | 'SymmetricKeyEncryption';
  privateKey: KeyObject;
  publicKeyId: string;
  listed: {
    certificate: string;
    certificateId: string;
    publicKeyId: string;
    validFrom: string;
    validTo: string;
    usage: string[];
  };
}

function newKey(usage: KeyEntry['usage'], from: Date, to: Date): KeyEntry {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificate = selfSigned(publicKey, privateKey, from, to);
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('base64');
  const publicKeyId = sha(publicKey.export({ type: 'spki', format: 'der' }));
  return {
    usage,
    privateKey,
    publicKeyId,
    listed: {
      certificate,
      certificateId: sha(Buffer.from(certificate, 'base64')),
      publicKeyId,
      validFrom: from.toISOString(),
      validTo: to.toISOString(),
      usage: [usage],
    },
  };
}

/**
 * The keys a stand-in starts with, made once a process: RSA-2048 generation takes a while, and
 * each test's stand-in needs four. `rotateKeys()` still makes new ones.
 */
let startKeys: { valid: KeyEntry[]; expired: KeyEntry[] } | null = null;
function keysOnce() {
  if (!startKeys) {
    const year = 365 * 24 * 3600_000;
    const now = Date.now();
    const [from, to] = [new Date(now - year), new Date(now + 2 * year)];
    const [oldFrom, oldTo] = [new Date(now - 3 * year), new Date(now - year)];
    startKeys = {
      valid: [newKey('KsefTokenEncryption', from, to), newKey('SymmetricKeyEncryption', from, to)],
      expired: [
        newKey('KsefTokenEncryption', oldFrom, oldTo),
        newKey('SymmetricKeyEncryption', oldFrom, oldTo),
      ],
    };
  }
  return startKeys;
}
const firstKeys = () => [...keysOnce().valid];
const expiredKeys = () => [...keysOnce().expired];

const oaep = (key: KeyObject, data: Buffer) =>
  privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);

// ---- the server ----------------------------------------------------------------------------

const problem = (status: number, code: number, description: string, details: string[] = []) => ({
  title: 'Bad Request',
  status,
  instance: '',
  detail: 'Żądanie jest nieprawidłowe.',
  errors: [{ code, description, details }],
  timestamp: new Date().toISOString(),
  traceId: hex(16).toLowerCase(),
});

const ROUTES: Array<[string, RegExp, KsefEndpoint, string]> = [
  [
    'GET',
    /^\/security\/public-key-certificates$/,
    'certificates',
    '/security/public-key-certificates',
  ],
  ['POST', /^\/auth\/challenge$/, 'challenge', '/auth/challenge'],
  ['POST', /^\/auth\/ksef-token$/, 'ksef-token', '/auth/ksef-token'],
  ['POST', /^\/auth\/token\/redeem$/, 'redeem', '/auth/token/redeem'],
  ['POST', /^\/auth\/token\/refresh$/, 'refresh', '/auth/token/refresh'],
  ['GET', /^\/auth\/([^/]+)$/, 'auth-status', '/auth/{referenceNumber}'],
  ['POST', /^\/sessions\/online$/, 'open', '/sessions/online'],
  [
    'POST',
    /^\/sessions\/online\/([^/]+)\/invoices$/,
    'send',
    '/sessions/online/{referenceNumber}/invoices',
  ],
  [
    'POST',
    /^\/sessions\/online\/([^/]+)\/close$/,
    'close',
    '/sessions/online/{referenceNumber}/close',
  ],
  [
    'GET',
    /^\/sessions\/([^/]+)\/invoices\/ksef\/([^/]+)\/upo$/,
    'upo',
    '/sessions/{referenceNumber}/invoices/ksef/{ksefNumber}/upo',
  ],
  [
    'GET',
    /^\/sessions\/([^/]+)\/invoices$/,
    'session-invoices',
    '/sessions/{referenceNumber}/invoices',
  ],
  [
    'GET',
    /^\/sessions\/([^/]+)\/invoices\/([^/]+)$/,
    'invoice-status',
    '/sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}',
  ],
];

/** Each answer's request record, so that `send` notes what went back. */
const callOf = new WeakMap<ServerResponse, StandInCall>();

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const tag = (xml: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${name}>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1]?.trim() ?? null;

export async function startKsefStandIn(
  options: { nip?: string; token?: string } = {},
): Promise<KsefStandIn> {
  const nip = options.nip ?? '5265877635';
  const token =
    options.token ??
    `${ymd(new Date())}-EC-${hex(5)}-${hex(5)}-${hex(1)}|nip-${nip}|${hex(32).toLowerCase()}`;
  const year = 365 * 24 * 3600_000;
  const from = new Date(Date.now() - year);
  const to = new Date(Date.now() + year);
  // A rotation replaces both: the old keys' ids are then unknown (21470), as after KSeF's.
  let keys = firstKeys();
  const makeKeys = () => {
    keys = [newKey('KsefTokenEncryption', from, to), newKey('SymmetricKeyEncryption', from, to)];
  };
  // An expired certificate of each kind stays listed, as after a re-certification: picked, it fails.
  const expired = expiredKeys();

  const challenges = new Map<string, { timestampMs: number; used: boolean }>();
  const operations = new Map<
    string,
    {
      ref: string;
      status: { code: number; description: string; details?: string[] };
      readsLeft: number;
      redeemed: boolean;
    }
  >();
  const operationByRef = new Map<string, string>();
  const access = new Map<string, { nip: string; until: number }>();
  const refresh = new Map<string, { nip: string; until: number }>();
  const byNumber = new Map<string, { ksefNumber: string; sessionRef: string }>();
  const sockets = new Set<Socket>();

  const send = (
    res: ServerResponse,
    status: number,
    body?: unknown,
    type = 'application/json',
  ): void => {
    if (body === undefined) {
      const call = callOf.get(res);
      if (call) call.status = status;
      res.writeHead(status).end();
      return;
    }
    const contentType =
      status >= 400 && type === 'application/json' ? 'application/problem+json' : type;
    const call = callOf.get(res);
    if (call) Object.assign(call, { status, responseBody: body, contentType });
    res.writeHead(status, { 'content-type': contentType });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const unauthorized = (res: ServerResponse) =>
    send(res, 401, {
      title: 'Unauthorized',
      status: 401,
      detail: 'Wymagane jest uwierzytelnienie.',
      timestamp: new Date().toISOString(),
    });
  const bearer = (req: IncomingMessage) =>
    /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const accessOf = (req: IncomingMessage) => {
    const entry = access.get(bearer(req));
    return entry && entry.until > Date.now() ? entry : null;
  };

  function invoiceAnswer(inv: StandInInvoice) {
    return {
      ordinalNumber: inv.ordinalNumber,
      referenceNumber: inv.referenceNumber,
      invoiceNumber: inv.invoiceNumber,
      ksefNumber: inv.ksefNumber,
      invoiceHash: inv.invoiceHash,
      acquisitionDate: inv.acquisitionDate,
      invoicingDate: inv.invoicingDate,
      invoicingMode: inv.invoicingMode,
      status: inv.status,
    };
  }

  /** The verdict on a received invoice (what KSeF's asynchronous verification decides). */
  function verify(inv: StandInInvoice, session: StandInSession) {
    const scripted = standIn.verdicts.shift();
    if (scripted) {
      inv.status = scripted;
      return;
    }
    const kind = tag(inv.xml, 'RodzajFaktury');
    if (
      !inv.xml.trimStart().startsWith('<') ||
      !inv.sellerNip ||
      !kind ||
      !inv.invoiceNumber ||
      !inv.issueDate
    ) {
      inv.status = {
        code: 430,
        description: 'Błąd weryfikacji pliku faktury',
        details: [
          'Dokument nie jest zgodny ze schemą (FA (3)): brak Podmiot1/NIP, RodzajFaktury, P_1 lub P_2.',
        ],
      };
      return;
    }
    if (inv.sellerNip !== session.nip) {
      inv.status = { code: 410, description: 'Nieprawidłowy zakres uprawnień' };
      return;
    }
    const key = `${inv.sellerNip}|${kind}|${inv.invoiceNumber}`;
    const first = byNumber.get(key);
    if (first) {
      inv.status = {
        code: 440,
        description: 'Duplikat faktury',
        details: [
          `Duplikat faktury. Faktura o numerze KSeF: ${first.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${first.sessionRef}`,
        ],
        extensions: {
          originalSessionReferenceNumber: first.sessionRef,
          originalKsefNumber: first.ksefNumber,
        },
      };
      return;
    }
    const at = new Date();
    inv.ksefNumber = ksefNumber(inv.sellerNip, at);
    inv.acquisitionDate = at.toISOString();
    inv.invoicingMode =
      inv.issueDate < polishDay(new Date(inv.invoicingDate)) ? 'Offline' : 'Online';
    inv.status = { code: 200, description: 'Sukces' };
    byNumber.set(key, { ksefNumber: inv.ksefNumber, sessionRef: inv.sessionRef });
  }

  function upoXml(inv: StandInInvoice, session: StandInSession) {
    return `<?xml version="1.0" encoding="utf-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">
	<NazwaPodmiotuPrzyjmujacego>Ministerstwo Finansów - stand-in</NazwaPodmiotuPrzyjmujacego>
	<NumerReferencyjnySesji>${session.referenceNumber}</NumerReferencyjnySesji>
	<Uwierzytelnienie>
		<IdKontekstu>
			<Nip>${session.nip}</Nip>
		</IdKontekstu>
		<SkrotDokumentuUwierzytelniajacego>${createHash('sha256').update(session.referenceNumber).digest('base64')}</SkrotDokumentuUwierzytelniajacego>
	</Uwierzytelnienie>
	<NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>
	<KodFormularza>FA (3)</KodFormularza>
	<Dokument>
		<NipSprzedawcy>${inv.sellerNip}</NipSprzedawcy>
		<NumerKSeFDokumentu>${inv.ksefNumber}</NumerKSeFDokumentu>
		<NumerFaktury>${inv.invoiceNumber}</NumerFaktury>
		<DataWystawieniaFaktury>${inv.issueDate}</DataWystawieniaFaktury>
		<DataPrzeslaniaDokumentu>${inv.invoicingDate}</DataPrzeslaniaDokumentu>
		<DataNadaniaNumeruKSeF>${inv.acquisitionDate}</DataNadaniaNumeruKSeF>
		<SkrotDokumentu>${inv.invoiceHash}</SkrotDokumentu>
		<TrybWysylki>${inv.invoicingMode}</TrybWysylki>
	</Dokument>
</Potwierdzenie>`;
  }

  /** Handles one request; answers through `reply` so that a fault can drop the answer. */
  async function handle(
    endpoint: KsefEndpoint,
    match: RegExpExecArray,
    req: IncomingMessage,
    res: ServerResponse,
    body: Record<string, unknown>,
  ): Promise<void> {
    switch (endpoint) {
      case 'certificates':
        return send(
          res,
          200,
          [...keys, ...expired].map((k) => k.listed),
        );
      case 'challenge': {
        const at = new Date();
        const challenge = referenceNumber('CR', at);
        challenges.set(challenge, { timestampMs: at.getTime(), used: false });
        return send(res, 200, {
          challenge,
          timestamp: at.toISOString(),
          timestampMs: at.getTime(),
          clientIp: req.socket.remoteAddress ?? '127.0.0.1',
        });
      }
      case 'ksef-token': {
        const challenge = challenges.get(String(body.challenge));
        if (!challenge || challenge.used) {
          return send(res, 400, problem(400, 21111, 'Nieprawidłowe wyzwanie autoryzacyjne.'));
        }
        challenge.used = true;
        const keyId = String(body.publicKeyId ?? '');
        const key = keys.find((k) => k.usage === 'KsefTokenEncryption' && k.publicKeyId === keyId);
        if (!key) {
          return send(
            res,
            400,
            problem(
              400,
              21470,
              'Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.',
              [`Klucz o identyfikatorze ${keyId} nie jest wspierany.`],
            ),
          );
        }
        const context = body.contextIdentifier as { type?: string; value?: string } | undefined;
        let status: { code: number; description: string; details?: string[] } = {
          code: 200,
          description: 'Uwierzytelnianie zakończone sukcesem',
        };
        const failed = (detail: string) => ({
          code: 450,
          description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
          details: [detail],
        });
        try {
          const plain = oaep(
            key.privateKey,
            Buffer.from(String(body.encryptedToken), 'base64'),
          ).toString('utf8');
          const cut = plain.lastIndexOf('|');
          if (plain.slice(0, cut) !== standIn.token) status = failed('Nieprawidłowy token');
          else if (Number(plain.slice(cut + 1)) !== challenge.timestampMs)
            status = failed('Nieprawidłowy czas tokena');
        } catch {
          status = failed('Nieprawidłowy token');
        }
        if (status.code === 200 && (context?.type !== 'Nip' || context.value !== standIn.nip)) {
          status = {
            code: 415,
            description: 'Uwierzytelnianie zakończone niepowodzeniem',
            details: ['Brak przypisanych uprawnień'],
          };
        }
        const ref = referenceNumber('AU');
        const operation = `op.${hex(24)}`;
        standIn.issuedTokens.push(operation);
        operations.set(operation, { ref, status, readsLeft: standIn.authReads, redeemed: false });
        operationByRef.set(ref, operation);
        return send(res, 202, {
          referenceNumber: ref,
          authenticationToken: {
            token: operation,
            validUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
          },
        });
      }
      case 'auth-status': {
        const op = operations.get(bearer(req));
        if (!op || operationByRef.get(decodeURIComponent(match[1]!)) !== bearer(req))
          return unauthorized(res);
        const inProgress = op.readsLeft-- > 0;
        return send(res, 200, {
          startDate: new Date().toISOString(),
          authenticationMethod: 'Token',
          authenticationMethodInfo: {
            category: 'Token',
            code: 'token.ksef',
            displayName: 'Token KSeF',
          },
          status: inProgress ? { code: 100, description: 'Uwierzytelnianie w toku' } : op.status,
        });
      }
      case 'redeem': {
        const op = operations.get(bearer(req));
        if (!op) return unauthorized(res);
        if (op.redeemed) {
          return send(
            res,
            400,
            problem(400, 21301, 'Brak autoryzacji.', [
              `Tokeny dla operacji uwierzytelniania ${op.ref} zostały już pobrane.`,
            ]),
          );
        }
        if (op.status.code !== 200) {
          return send(
            res,
            400,
            problem(400, 21301, 'Brak autoryzacji.', [
              `Status uwierzytelniania (${op.status.code}) nie pozwala na pobranie tokenów.`,
            ]),
          );
        }
        op.redeemed = true;
        const accessToken = `at.${hex(24)}`;
        const refreshToken = `rt.${hex(24)}`;
        const accessUntil = Date.now() + standIn.accessTtlMs;
        const refreshUntil = Date.now() + 7 * 24 * 3600_000;
        standIn.issuedTokens.push(accessToken, refreshToken);
        access.set(accessToken, { nip: standIn.nip, until: accessUntil });
        refresh.set(refreshToken, { nip: standIn.nip, until: refreshUntil });
        return send(res, 200, {
          accessToken: { token: accessToken, validUntil: new Date(accessUntil).toISOString() },
          refreshToken: { token: refreshToken, validUntil: new Date(refreshUntil).toISOString() },
        });
      }
      case 'refresh': {
        const entry = refresh.get(bearer(req));
        if (!entry || entry.until < Date.now()) return unauthorized(res);
        const accessToken = `at.${hex(24)}`;
        const until = Date.now() + standIn.accessTtlMs;
        standIn.issuedTokens.push(accessToken);
        access.set(accessToken, { nip: entry.nip, until });
        return send(res, 200, {
          accessToken: { token: accessToken, validUntil: new Date(until).toISOString() },
        });
      }
      case 'open': {
        const who = accessOf(req);
        if (!who) return unauthorized(res);
        const form = body.formCode as Record<string, string> | undefined;
        if (form?.systemCode !== 'FA (3)' || form.schemaVersion !== '1-0E' || form.value !== 'FA') {
          return send(
            res,
            400,
            problem(400, 21405, 'Błąd walidacji danych wejściowych.', [
              'Wskazany kod formularza nie jest wspierany.',
            ]),
          );
        }
        const encryption = (body.encryption ?? {}) as Record<string, string>;
        const key = keys.find(
          (k) => k.usage === 'SymmetricKeyEncryption' && k.publicKeyId === encryption.publicKeyId,
        );
        if (!key) {
          return send(
            res,
            400,
            problem(
              400,
              21470,
              'Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.',
            ),
          );
        }
        let aes: Buffer;
        try {
          aes = oaep(key.privateKey, Buffer.from(encryption.encryptedSymmetricKey ?? '', 'base64'));
        } catch {
          return send(
            res,
            400,
            problem(400, 21405, 'Błąd walidacji danych wejściowych.', [
              'Nie udało się odszyfrować klucza symetrycznego.',
            ]),
          );
        }
        const iv = Buffer.from(encryption.initializationVector ?? '', 'base64');
        if (aes.length !== 32 || iv.length !== 16) {
          return send(
            res,
            400,
            problem(400, 21405, 'Błąd walidacji danych wejściowych.', [
              'Klucz musi mieć 32 bajty, IV 16 bajtów.',
            ]),
          );
        }
        const ref = referenceNumber('SO');
        const validUntil = new Date(Date.now() + 12 * 3600_000).toISOString();
        standIn.sessions.set(ref, {
          referenceNumber: ref,
          nip: who.nip,
          key: aes,
          iv,
          open: true,
          validUntil,
          invoices: [],
        });
        return send(res, 201, { referenceNumber: ref, validUntil });
      }
      case 'send': {
        const who = accessOf(req);
        if (!who) return unauthorized(res);
        const session = standIn.sessions.get(decodeURIComponent(match[1]!));
        if (!session || session.nip !== who.nip) {
          return send(
            res,
            400,
            problem(400, 21173, 'Brak sesji o wskazanym numerze referencyjnym.'),
          );
        }
        if (!session.open) {
          return send(
            res,
            400,
            problem(400, 21180, 'Status sesji nie pozwala na wykonanie operacji.', [
              'Status sesji 170 uniemożliwia wysyłkę faktur.',
            ]),
          );
        }
        const encrypted = Buffer.from(String(body.encryptedInvoiceContent ?? ''), 'base64');
        const sha = (b: Buffer) => createHash('sha256').update(b).digest('base64');
        if (encrypted.length !== Number(body.encryptedInvoiceSize)) {
          return send(
            res,
            400,
            problem(400, 21402, 'Nieprawidłowy rozmiar pliku.', [
              'Długość treści nie zgadza się z rozmiarem pliku.',
            ]),
          );
        }
        if (sha(encrypted) !== body.encryptedInvoiceHash) {
          return send(
            res,
            400,
            problem(400, 21403, 'Nieprawidłowy skrót pliku.', [
              'Skrót treści nie zgadza się ze skrótem pliku.',
            ]),
          );
        }
        let xml: Buffer;
        try {
          const decipher = createDecipheriv('aes-256-cbc', session.key, session.iv);
          xml = Buffer.concat([decipher.update(encrypted), decipher.final()]);
        } catch {
          xml = Buffer.alloc(0);
        }
        const ref = referenceNumber('EE');
        const text = xml.toString('utf8');
        const inv: StandInInvoice = {
          referenceNumber: ref,
          sessionRef: session.referenceNumber,
          ordinalNumber: session.invoices.length + 1,
          invoiceHash: String(body.invoiceHash),
          xml: text,
          invoiceNumber: tag(text, 'P_2'),
          sellerNip: /<(?:\w+:)?Podmiot1>[\s\S]*?<(?:\w+:)?NIP>(\d{10})</.exec(text)?.[1] ?? null,
          issueDate: tag(text, 'P_1'),
          invoicingDate: new Date().toISOString(),
          statusReadsLeft: standIn.processingReads,
          status: { code: 150, description: 'Trwa przetwarzanie' },
          ksefNumber: null,
          acquisitionDate: null,
          invoicingMode: 'Online',
        };
        if (xml.length === 0) {
          inv.status = { code: 435, description: 'Błąd odszyfrowania pliku' };
        } else if (xml.length !== Number(body.invoiceSize) || sha(xml) !== body.invoiceHash) {
          // KSeF checks the plain file's metadata after decrypting it, in the verification.
          inv.status = {
            code: 430,
            description: 'Błąd weryfikacji pliku faktury',
            details: ['Skrót lub rozmiar faktury nie zgadza się z metadanymi.'],
          };
        } else {
          verify(inv, session);
        }
        session.invoices.push(ref);
        standIn.invoices.set(ref, inv);
        standIn.received.push(inv);
        return send(res, 202, { referenceNumber: ref });
      }
      case 'invoice-status': {
        if (!accessOf(req)) return unauthorized(res);
        const inv = standIn.invoices.get(decodeURIComponent(match[2]!));
        if (!inv || inv.sessionRef !== decodeURIComponent(match[1]!)) {
          return send(
            res,
            400,
            problem(400, 21405, 'Błąd walidacji danych wejściowych.', ['Nie znaleziono faktury.']),
          );
        }
        if (inv.statusReadsLeft-- > 0) {
          return send(res, 200, {
            ...invoiceAnswer(inv),
            ksefNumber: null,
            acquisitionDate: null,
            status: { code: 150, description: 'Trwa przetwarzanie' },
          });
        }
        return send(res, 200, invoiceAnswer(inv));
      }
      case 'session-invoices': {
        if (!accessOf(req)) return unauthorized(res);
        const session = standIn.sessions.get(decodeURIComponent(match[1]!));
        if (!session)
          return send(
            res,
            400,
            problem(400, 21173, 'Brak sesji o wskazanym numerze referencyjnym.'),
          );
        return send(res, 200, {
          continuationToken: null,
          invoices: session.invoices.map((r) => invoiceAnswer(standIn.invoices.get(r)!)),
        });
      }
      case 'upo': {
        if (!accessOf(req)) return unauthorized(res);
        const sessionRef = decodeURIComponent(match[1]!);
        const number = decodeURIComponent(match[2]!);
        const session = standIn.sessions.get(sessionRef);
        const inv = [...standIn.invoices.values()].find(
          (i) => i.sessionRef === sessionRef && i.ksefNumber === number,
        );
        if (!session || !inv) {
          return send(
            res,
            400,
            problem(400, 21178, 'Nie znaleziono UPO dla podanych kryteriów.', [
              `UPO o numerze KSeF ${number} i numerze referencyjnym sesji ${sessionRef} nie zostało znalezione.`,
            ]),
          );
        }
        return send(res, 200, upoXml(inv, session), 'application/xml');
      }
      case 'close': {
        if (!accessOf(req)) return unauthorized(res);
        const session = standIn.sessions.get(decodeURIComponent(match[1]!));
        if (!session)
          return send(
            res,
            400,
            problem(400, 21173, 'Brak sesji o wskazanym numerze referencyjnym.'),
          );
        if (!session.open)
          return send(
            res,
            400,
            problem(400, 21180, 'Status sesji nie pozwala na wykonanie operacji.'),
          );
        session.open = false;
        return send(res, 204);
      }
    }
  }

  const server = createServer((req, res) => {
    void serve(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        send(res, 500, { title: 'Internal Server Error', status: 500, detail: String(error) });
    });
  });

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/^\/v2(?=\/)/, '');
    const route = ROUTES.find(([method, re]) => method === req.method && re.test(path));
    const endpoint = route?.[2] ?? null;
    const call: StandInCall = {
      method: req.method ?? '',
      path,
      endpoint,
      template: route?.[3] ?? null,
    };
    standIn.calls.push(call);
    callOf.set(res, call);
    // Read first, whatever happens next: a faulted request's body is checked against KSeF's too.
    const body = req.method === 'POST' ? await readBody(req) : {};
    if (req.method === 'POST' && Object.keys(body).length) call.requestBody = body;
    if (standIn.down) {
      req.socket.destroy();
      return;
    }
    if (!route) return send(res, 404, { title: 'Not Found', status: 404, detail: path });
    const faultAt = standIn.faults.findIndex((f) => f.on === endpoint);
    const fault = faultAt >= 0 ? standIn.faults.splice(faultAt, 1)[0]! : null;
    if (fault?.kind === 'hang') return; // the client's timeout ends it; close() drops the socket
    if (fault?.kind === '503') {
      call.status = 503;
      res.writeHead(503, { 'content-type': 'text/html', 'retry-after': '1' });
      res.end('<html><body>Service Unavailable</body></html>');
      return;
    }
    if (fault?.kind === '429') {
      Object.assign(call, { status: 429, contentType: 'application/problem+json' });
      res.writeHead(429, { 'content-type': 'application/problem+json', 'retry-after': '1' });
      const tooMany = {
        title: 'Too Many Requests',
        status: 429,
        instance: path,
        detail: 'Przekroczono limit 30 żądań na minutę. Spróbuj ponownie po 1 sekundach.',
        timestamp: new Date().toISOString(),
        traceId: hex(16).toLowerCase(),
      };
      call.responseBody = tooMany;
      res.end(JSON.stringify(tooMany));
      return;
    }
    if (fault?.kind === 'lost') {
      // Do the work, then cut the connection before a byte of the answer leaves.
      const drop = res as unknown as { writeHead: () => unknown; end: () => unknown };
      drop.writeHead = () => drop;
      drop.end = () => {
        req.socket.destroy();
        return drop;
      };
    }
    await handle(endpoint!, route[1].exec(path)!, req, res, body);
  }
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const standIn: KsefStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`,
    token,
    nip,
    calls: [],
    sessions: new Map(),
    invoices: new Map(),
    received: [],
    faults: [],
    down: false,
    verdicts: [],
    processingReads: 1,
    authReads: 1,
    accessTtlMs: 15 * 60_000,
    issuedTokens: [],
    rotateKeys: makeKeys,
    revokeAccessTokens: () => access.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
