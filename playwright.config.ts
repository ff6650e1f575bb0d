import { defineConfig, devices } from '@playwright/test';

// End-to-end tests run against the production build (npm run build) served by ONE server that
// tests/e2e/support/global-setup.ts starts on a free port with a fresh data directory; set
// E2E_BASE_URL to test a server that is already running instead.
// Browsers are never downloaded: we drive Debian's chromium (scripts/ensure-chromium.mjs).

const CI = !!process.env.CI;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // One server and a 2-core machine: two workers keep Chromium and the server both busy.
  workers: 2,
  fullyParallel: true,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    // Set by global-setup before workers start (workers re-read this file); fixtures.ts also
    // falls back to the variable, so `page.goto('/pl')` works either way.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: chromium,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Opt in per test: test('...', { tag: '@mobile' }, ...)
      name: 'mobile',
      grep: /@mobile/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
