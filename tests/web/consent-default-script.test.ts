import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONSENT_DEFAULT_SCRIPT, CONSENT_KEY, CONSENT_VERSION } from '#web/lib/consent';

/**
 * The first script of every shop page (root.tsx), run as the browser runs it: a fresh global
 * with `localStorage`. Consent Mode's default must be the first data-layer entry
 * (docs/rules.md#consent).
 */
function memoryStorage(initial: Record<string, string>) {
  const map = new Map(Object.entries(initial));
  return { getItem: (key: string) => map.get(key) ?? null };
}
const stored = (choice: object) => JSON.stringify({ version: CONSENT_VERSION, at: 'x', ...choice });

describe('the inline default script', () => {
  const run = (items: Record<string, string>) => {
    const storage = memoryStorage(items);
    const window: { dataLayer?: unknown[] } = {};
    runInNewContext(
      CONSENT_DEFAULT_SCRIPT,
      Object.assign(window, { localStorage: storage, window }),
    );
    // Each entry is an `arguments` object, as a tag manager expects; compare its items.
    return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  };
  const denied = {
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };

  it('pushes the all-denied default first and nothing else without a choice', () => {
    expect(run({})).toEqual([['consent', 'default', denied]]);
    expect(run({ [CONSENT_KEY]: '{broken' })).toEqual([['consent', 'default', denied]]);
  });

  it('re-applies a stored choice of this version right after the default', () => {
    expect(run({ [CONSENT_KEY]: stored({ analytics: true, marketing: false }) })).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', { ...denied, analytics_storage: 'granted' }],
    ]);
    const old = JSON.stringify({ version: CONSENT_VERSION + 1, analytics: true, marketing: true });
    expect(run({ [CONSENT_KEY]: old })).toEqual([['consent', 'default', denied]]);
  });
});
