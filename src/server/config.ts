import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, accepted by Fastify's `trustProxy` list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a named range of proxy-addr. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which peer may tell the client's address (X-Forwarded-For) and the request's
 * host and scheme (X-Forwarded-Host, -Proto). Unset: nobody, the socket's address is the client.
 * `true`: every peer, and a number: that many hops nearest the app (both only when nothing but
 * the proxies can reach the port); else a comma-separated list of the proxies' addresses or
 * CIDR ranges (the safe choice). app.ts turns this into Fastify's `trustProxy`.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === undefined || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false, a number of hops or a comma-separated list of addresses/CIDRs${bad.length ? ` (not: ${bad.join(', ')})` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The only reader of process.env. Everything else receives a Config.
 * Fails at start with every bad variable listed, so a typo never becomes a silent default.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Secret for signing access tokens and CSRF cookies; generated per data dir when unset. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Where the shop's own notices go: new orders and customization requests. A loose check on
   * purpose: `orders@localhost` is a fine address for a mail server on the same machine.
   */
  SHOP_EMAIL: z
    .string()
    .regex(/^[^@\s]+@[^@\s]+$/, 'must be an e-mail address')
    .default('shop@localhost'),
  /**
   * The shop's public origin: every absolute link (e-mails, shared carts, canonical, hreflang,
   * JSON-LD, sitemap) is built from it, never from request headers, else from
   * `http://localhost:${PORT}`. Production must set it (a warning at start says so).
   */
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // --- Operations (docs/operations.md, docs/decisions/014-operations.md) ---------------------
  /**
   * Load shedding: past these the server answers 503 + Retry-After instead of queueing work it
   * cannot finish in time; 0 turns a check off. Event-loop delay is the mean over the last half
   * second (under-pressure). The wait target is CoDel's: bursts queue, and only a wait (or a
   * loop busy without a pause) above it for a whole second sheds (plugins/load-shedding.ts);
   * MAX_IN_FLIGHT caps the requests held, running or queued.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  SHED_TARGET_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(256),
  MAX_RSS_MB: z.coerce.number().int().min(0).max(1_000_000).default(0),
  MAX_HEAP_MB: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /**
   * Prometheus metrics and the internal backup endpoint on a separate listener, loopback by
   * default (`off` turns it off). METRICS_TOKEN, when set, also serves /metrics on the shop's
   * port behind `Authorization: Bearer <token>`; without it the shop's port has no metrics.
   */
  METRICS_PORT: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(65535)])
    .default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** OpenTelemetry traces over OTLP/HTTP (`http://collector:4318`); off when unset. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/\s]+/, 'must be an http:// or https:// URL')
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('storefront'),
  /**
   * Processes serving the shop's port (docs/decisions/064-every-core.md): `auto` (one a core on
   * PostgreSQL; one with the embedded database, which only one process may open), or a count
   * (`1` turns it off). More than one needs DATABASE_URL.
   */
  SHOP_PROCESSES: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default('auto'),
  // --- end of operations ---------------------------------------------------------------------
  /** Seed the demo shop into an empty database at start (on by default). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** How many products the demo seed makes (tests use more to get long listings). */
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(320),
  /** Lifetime of a JWT access token; short, since it cannot be revoked (tests shorten it). */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(900),
  /** Page cache (docs/decisions/007-page-cache.md): how long a page is fresh; 0 turns the cache off. */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  /** How long past its TTL a page may still be served while one background render replaces it. */
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(90),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /**
   * The back office's first owner, created at start on a database with no staff account
   * (docs/rules.md#back-office). Both or neither; ignored once any staff account exists.
   */
  ADMIN_EMAIL: z
    .string()
    .regex(/^[^@\s]+@[^@\s]+$/, 'must be an e-mail address')
    .optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  /** A back-office session unused this long ends (minutes). */
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(120),
  /** A back-office session ends this long after login, used or not (hours). */
  ADMIN_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  /** The largest product image the back office accepts (413 above it; docs/back-office/media.md). */
  MEDIA_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Online payment by Stripe Checkout (docs/decisions/031-checkout.md): on when both keys are
   * set. STRIPE_API_URL points the client at another origin (tests run a local stand-in).
   */
  STRIPE_SECRET_KEY: z.string().min(8, 'must be a Stripe secret key').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8, 'must be a Stripe webhook signing secret').optional(),
  STRIPE_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, 'must be an http:// or https:// origin')
    .optional(),
  /** An online order not paid within this many minutes is cancelled and its stock returned. */
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /**
   * InPost parcels (docs/decisions/057-parcels.md): lockers, shipments, labels and tracking, on
   * when the token and the organization are both set. The token is a secret: it is sent only to
   * INPOST_API_URL, never logged, never handed to the browser. The webhook's secret sits in its
   * URL (ShipX signs nothing). The Geowidget token is public (InPost binds it to the shop's domain).
   */
  INPOST_TOKEN: z.string().min(16, 'must be a ShipX API token').optional(),
  INPOST_ORGANIZATION_ID: z
    .string()
    .regex(/^\d{1,12}$/, 'must be a number')
    .optional(),
  INPOST_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, 'must be an http:// or https:// origin')
    .default('https://api-shipx-pl.easypack24.net'),
  INPOST_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  INPOST_GEOWIDGET_TOKEN: z.string().min(16, 'must be a Geowidget token').optional(),
  /**
   * KSeF, the national e-invoice system (docs/decisions/074-ksef-client.md): with the token set,
   * invoices to a buyer with a NIP are sent there. The token is the owner's secret, generated in
   * KSeF's application: the shop sends it only to KSEF_API_URL, encrypted, never logs it, never
   * hands it to the browser. KSEF_API_URL picks the environment (production by default; test
   * `https://api-test.ksef.mf.gov.pl/v2`, demo `https://api-demo.ksef.mf.gov.pl/v2`), with its
   * `/v2`. KSEF_QR_URL is the base of the verification link (KOD I) printed on the invoice.
   */
  KSEF_TOKEN: z
    .string()
    .min(16, 'must be a KSeF token')
    .regex(/^\S+$/, 'must be a KSeF token (no spaces)')
    .optional(),
  KSEF_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/[^\s]*)?$/, 'must be an http:// or https:// URL')
    .default('https://api.ksef.mf.gov.pl/v2'),
  KSEF_QR_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, 'must be an http:// or https:// origin')
    .default('https://qr.ksef.mf.gov.pl'),
});

export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset: `DATABASE_URL= npm start` should mean "no database URL".
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  if (Boolean(parsed.data.ADMIN_EMAIL) !== Boolean(parsed.data.ADMIN_PASSWORD)) {
    throw new ConfigError(['ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither']);
  }
  if (Boolean(parsed.data.STRIPE_SECRET_KEY) !== Boolean(parsed.data.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(['STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both or neither']);
  }
  if (Boolean(parsed.data.INPOST_TOKEN) !== Boolean(parsed.data.INPOST_ORGANIZATION_ID)) {
    throw new ConfigError(['INPOST_TOKEN and INPOST_ORGANIZATION_ID: set both or neither']);
  }
  if (
    typeof parsed.data.SHOP_PROCESSES === 'number' &&
    parsed.data.SHOP_PROCESSES > 1 &&
    !parsed.data.DATABASE_URL
  ) {
    throw new ConfigError([
      'SHOP_PROCESSES: more than one process needs DATABASE_URL (the embedded database opens in one process)',
    ]);
  }
  const warning = publicUrlWarning(parsed.data);
  if (warning) console.warn(warning);
  return parsed.data;
}

/**
 * Whether cookies get `Secure`: in production when the public address is https. Every cookie
 * the app sets (CSRF, compare) follows this one rule, so they cannot drift apart.
 */
export function secureCookies(config: Config): boolean {
  return config.NODE_ENV === 'production' && Boolean(config.PUBLIC_URL?.startsWith('https'));
}

/**
 * The shop's origin for links it sends out (e-mails, shared-cart links): PUBLIC_URL, else the
 * local address `npm start` serves. Never the request's Host or X-Forwarded-Host: anyone can send
 * those, and a reset link pointing at their site would hand them the token.
 */
export function shopOrigin(config: Config): string {
  return config.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${config.PORT}`;
}

/**
 * Production without PUBLIC_URL still starts (a shop tried on one machine), but every absolute
 * link in its pages, the sitemap and e-mails then names `http://localhost:PORT`, and a CDN would
 * keep those pages: say so loudly at start.
 */
export function publicUrlWarning(config: Config): string | null {
  if (config.NODE_ENV !== 'production' || config.PUBLIC_URL) return null;
  return (
    `WARNING: PUBLIC_URL is not set. Canonical and hreflang links, JSON-LD, the sitemap and ` +
    `e-mailed links will use ${shopOrigin(config)}. Set PUBLIC_URL to the shop's public origin ` +
    `(https://shop.example).`
  );
}

/** `npm run dev`: the environment with NODE_ENV forced to development. */
export function loadDevConfig(): Config {
  return loadConfig({ ...process.env, NODE_ENV: 'development' });
}

/**
 * A config for tests: defaults plus overrides, never reading the real environment. Tests trust
 * X-Forwarded-For (TRUST_PROXY=true) so that each request can come from an address of its own;
 * a test of the default passes `TRUST_PROXY: false`.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      // A test file's fixtures block the event loop (PGlite) right before its requests: no shedding.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      SHED_TARGET_WAIT_MS: '0',
      MAX_IN_FLIGHT: '0',
    }),
    ...overrides,
  };
}
