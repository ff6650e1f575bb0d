// Makes sure a Chromium for Playwright exists. We never download Playwright's browsers: e2e tests
// drive Debian's chromium package (or whatever CHROMIUM_PATH points at).
//   node scripts/ensure-chromium.mjs   -> prints the path, installs with apt-get when root, or fails
//   import { ensureChromium } from './ensure-chromium.mjs'
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    throw new Error(
      `\`${[command, ...args].join(' ')}\` failed (exit ${result.status ?? result.signal})`,
    );
  }
}

const HOW_TO = `Install it with one of:
  sudo apt-get update && sudo apt-get install -y chromium     (Debian/Ubuntu; as root without sudo)
  CHROMIUM_PATH=/path/to/chrome npm test                       (any Chromium or Chrome >= 120)`;

/** Returns the path of a usable Chromium, installing Debian's package when we are root. */
export function ensureChromium({ log = console.log } = {}) {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    throw new Error(`CHROMIUM_PATH=${configured} is not an executable file.\n${HOW_TO}`);
  }
  if (isExecutable(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && onPath('apt-get')) {
    log(
      `Chromium not found at ${DEFAULT_CHROMIUM}: installing Debian's chromium package (about 30 s).`,
    );
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'chromium']);
    if (isExecutable(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
    throw new Error(`apt-get installed chromium but ${DEFAULT_CHROMIUM} is still missing.`);
  }
  throw new Error(
    `End-to-end tests need Chromium at ${DEFAULT_CHROMIUM} (or set CHROMIUM_PATH); none found` +
      (isRoot ? ' and apt-get is not available.' : ', and installing it needs root.') +
      `\n${HOW_TO}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const found = ensureChromium();
    const version = spawnSync(found, ['--version'], { encoding: 'utf8' });
    console.log(`Chromium: ${found}${version.status === 0 ? ` (${version.stdout.trim()})` : ''}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
