import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

export interface Secrets {
  csrf: string;
  jwt: Uint8Array;
  /** Bearer token of the ops listener's backup endpoint (the backup script derives it too). */
  backup: string;
}

/**
 * One master secret, from APP_SECRET or generated once and kept in DATA_DIR so restarts keep
 * sessions. Several processes on one PostgreSQL must share APP_SECRET (docs/configuration.md).
 * Purpose keys are derived so one leaked key cannot sign the other kind of token.
 */
export function loadSecrets(config: Config): Secrets {
  const master = config.APP_SECRET ?? readOrCreate(path.join(config.DATA_DIR, 'secret.key'));
  return fromMaster(master);
}

export function fromMaster(master: string): Secrets {
  const derive = (purpose: string) => createHmac('sha256', master).update(purpose).digest();
  return {
    csrf: derive('csrf').toString('base64url'),
    jwt: new Uint8Array(derive('jwt')),
    backup: derive('backup').toString('base64url'),
  };
}

function readOrCreate(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
