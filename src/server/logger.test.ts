import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('the log', () => {
  it('blanks a bearer header and the KSeF token that reach a line by mistake', () => {
    const lines: string[] = [];
    const log = createLogger(
      { LOG_LEVEL: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    log.info({ headers: { authorization: 'Bearer at.SECRET1' } }, 'a call');
    log.info({ request: { headers: { authorization: 'Bearer at.SECRET2' } } }, 'a call');
    log.info({ config: { KSEF_TOKEN: 'ksef-SECRET3', PORT: 3000 } }, 'settings');
    const out = lines.join('');
    expect(out).not.toMatch(/SECRET/);
    expect(out).toContain('[redacted]');
    expect(out).toContain('"PORT":3000');
  });
});
