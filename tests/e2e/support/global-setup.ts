// Starts ONE production server for the whole Playwright run and returns its teardown
// (Playwright runs a function returned by globalSetup as the global teardown).
//
// The server is the real build (`npm run build` -> dist/server/main.js + build/server/index.js)
// on a free port, with a fresh temporary data directory (PGlite), seeded with the demo shop.
// Its output goes to test-results/server.log. With E2E_BASE_URL already set, that server is used
// (start it with PUBLIC_URL set to that address and TRUST_PROXY=true, as below).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { E2E_OWNER } from './admin';
import { startMailbox } from './mailbox-server';
import { startStripeStandIn, stripeEnv } from '#tests/setup/stripe-stand-in';
import { SHIPX_WEBHOOK_SECRET, shipxEnv, startShipxStandIn } from '#tests/setup/shipx-stand-in';
import { API } from '#contracts/api-paths';
import { e2ePoints } from './inpost';
import { freePort } from '../../../scripts/lib/prod-server';

const READY_TIMEOUT_MS = 120_000; // first start on an empty directory migrates and seeds
const STOP_TIMEOUT_MS = 15_000;
const REQUIRED_BUILD = ['dist/server/main.js', 'build/server/index.js'];

export default async function globalSetup(
  config: FullConfig,
): Promise<(() => Promise<void>) | void> {
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] using the server at ${process.env.E2E_BASE_URL}`);
    return;
  }

  const root = config.configFile ? path.dirname(config.configFile) : process.cwd();
  const missing = REQUIRED_BUILD.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) {
    throw new Error(
      `[e2e] no production build (${missing.join(', ')} missing). Run \`npm run build\` first ` +
        '(`npm test` does), or point E2E_BASE_URL at a running server.',
    );
  }

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-e2e-'));
  const logDir = path.join(root, 'test-results');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'server.log');
  // Accounts e2e: a real SMTP server on loopback; received mail lands as JSON files that specs
  // read (support/mailbox.ts). SMS go to the server's outbox folder under DATA_DIR.
  const mailbox = await startMailbox(path.join(dataDir, 'received-mail'));
  // Online payment (checkout.spec.ts): the shop's Stripe client talks to a local stand-in; specs
  // pay on its hosted page and deliver its signed webhooks (support/stripe.ts).
  const stripe = await startStripeStandIn();
  // Parcels (parcels.spec.ts): InPost is on, its ShipX a local stand-in whose lockers carry the
  // demo list's codes (support/inpost.ts), so the other specs' lockers are still offered.
  const shipx = await startShipxStandIn(e2ePoints());
  const log = createWriteStream(logFile);

  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // More than the demo's 320, so that top categories have enough pages for page-bar ellipses.
      SEED_PRODUCTS: '1500',
      SMTP_URL: mailbox.url,
      // Mailed and shared links point at the server the specs talk to (links are never built
      // from request headers; without PUBLIC_URL they would name localhost:PORT).
      PUBLIC_URL: baseURL,
      // Specs give each API-made account an address of its own through X-Forwarded-For
      // (support/shopper.ts newAccount); the server believes it only when told to.
      TRUST_PROXY: 'true',
      // Short, so a spec can outlive an access token and see the session survive it.
      ACCESS_TOKEN_TTL_SECONDS: '5',
      // The back office's first owner (admin-*.spec.ts): it only makes the accounts each spec
      // logs in with, so every spec has people of its own.
      ADMIN_EMAIL: E2E_OWNER.email,
      ADMIN_PASSWORD: E2E_OWNER.password,
      // One test client on a machine that may be busy with other work: a slow moment must not
      // turn into 503s for scripts and pages (load shedding has its own tests, tests/ops).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      SHED_TARGET_WAIT_MS: '0',
      ...stripeEnv(stripe),
      ...shipxEnv(shipx),
      // The checkout offers InPost's map; parcels.spec.ts serves a stand-in of its script.
      INPOST_GEOWIDGET_TOKEN: 'e2e-geowidget-token-0000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let recent = ''; // the end of the output, for the error message if the server dies
  for (const stream of [server.stdout, server.stderr]) {
    stream?.pipe(log, { end: false });
    stream?.on('data', (chunk: Buffer) => (recent = (recent + chunk.toString()).slice(-6_000)));
  }

  const exited = new Promise<string>((resolve) => {
    // 'close' (not 'exit'): fires once the output pipes are drained too.
    server.once('close', (code, signal) => resolve(`exited (${signal ?? `code ${code}`})`));
    server.once('error', (error) => resolve(`failed to start: ${error.message}`));
  });
  // If the runner dies without running the teardown, do not leave the server behind.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  const teardown = async () => {
    process.removeListener('exit', killOnExit);
    await stop(server, exited);
    log.end();
    await mailbox.close();
    await stripe.close();
    await shipx.close();
    await rm(dataDir, { recursive: true, force: true });
  };

  const started = Date.now();
  const giveUp = new AbortController();
  const problem = await Promise.race([
    waitReady(baseURL, READY_TIMEOUT_MS, giveUp.signal).then(
      // The first copy of InPost's lockers runs in the background after start: wait for it.
      (notReady) => notReady || waitPoints(baseURL, READY_TIMEOUT_MS, giveUp.signal),
    ),
    exited,
  ]);
  giveUp.abort(); // stop polling once the server has died
  if (problem) {
    await teardown();
    throw new Error(
      `[e2e] server ${problem} before ${baseURL}/readyz answered 200.\n` +
        `Last output (all of it in test-results/server.log):\n${recent.split('\n').slice(-40).join('\n')}`,
    );
  }
  console.log(
    `[e2e] server ready at ${baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: test-results/server.log)`,
  );

  // Workers start after global setup and inherit this (playwright.config.ts and fixtures.ts read it).
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_STRIPE_URL = stripe.url;
  process.env.E2E_STRIPE_SECRET_KEY = stripe.secretKey;
  process.env.E2E_STRIPE_WEBHOOK_SECRET = stripe.webhookSecret;
  process.env.E2E_INPOST_WEBHOOK_SECRET = SHIPX_WEBHOOK_SECRET;
  return teardown;
}

/** Resolves '' when /readyz answers 200, or a description of the failure. */
async function waitReady(baseURL: string, timeoutMs: number, stop: AbortSignal): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline && !stop.aborted) {
    try {
      const response = await fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer(); // read every body: an unread one keeps the socket open
      if (response.status === 200) return '';
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return `was not ready after ${timeoutMs / 1000} s (last: ${last})`;
}

/** Resolves '' once the shop offers InPost's lockers (the stand-in's), or the failure. */
async function waitPoints(baseURL: string, timeoutMs: number, stop: AbortSignal): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stop.aborted) {
    const response = await fetch(`${baseURL}${API.deliveryPoints}?q=KRA01M`);
    const points = (await response.json().catch(() => [])) as unknown[];
    if (response.ok && points.length > 0) return '';
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return `offered no InPost locker after ${timeoutMs / 1000} s`;
}

async function stop(server: ChildProcess, exited: Promise<string>): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  const timer = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref(),
  );
  if ((await Promise.race([exited, timer])) === 'timeout') {
    console.warn('[e2e] server ignored SIGTERM for 15 s: killing it');
    server.kill('SIGKILL');
    await exited;
  }
}
