import { describe, expect, it } from 'vitest';
import { CONSENT_KEY, CONSENT_VERSION, createConsentStore, parseConsent } from './consent';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const pushed: unknown[][] = [];
  const store = createConsentStore({
    storage: () => storage,
    gtag: (...command) => pushed.push(command),
    now: () => new Date('2026-11-28T10:00:00.000Z'),
  });
  return { storage, pushed, store };
}

const stored = (choice: object) => JSON.stringify({ version: CONSENT_VERSION, at: 'x', ...choice });

describe('consent store', () => {
  it('asks when nothing is stored, and keeps a choice with its version and time', () => {
    const { storage, pushed, store } = setup();
    let changes = 0;
    store.subscribe(() => (changes += 1));
    expect(store.isOpen()).toBe(false);
    store.askIfUnknown();
    expect(store.isOpen()).toBe(true);
    expect(store.analyticsGranted()).toBe(false);

    const choice = store.choose({ analytics: true, marketing: false });
    expect(choice).toEqual({
      version: CONSENT_VERSION,
      at: '2026-11-28T10:00:00.000Z',
      analytics: true,
      marketing: false,
    });
    expect(JSON.parse(storage.map.get(CONSENT_KEY)!)).toEqual(choice);
    expect(pushed).toEqual([
      [
        'consent',
        'update',
        {
          ad_storage: 'denied',
          analytics_storage: 'granted',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
    ]);
    expect(store.isOpen()).toBe(false);
    expect(store.analyticsGranted()).toBe(true);
    expect(changes).toBe(2);
  });

  it('does not ask again when a choice of this version is stored; the footer link reopens it', () => {
    const { pushed, store } = setup({
      [CONSENT_KEY]: stored({ analytics: false, marketing: false }),
    });
    store.askIfUnknown();
    expect(store.isOpen()).toBe(false);
    store.reopen();
    expect(store.isOpen()).toBe(true);
    store.choose({ analytics: false, marketing: true });
    expect(pushed[0]).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        analytics_storage: 'denied',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
  });

  it('asks again for a choice of another version, or one that is not ours', () => {
    for (const raw of [
      JSON.stringify({ version: CONSENT_VERSION + 1, at: 'x', analytics: true, marketing: true }),
      JSON.stringify({ version: CONSENT_VERSION, at: 'x', analytics: 'yes', marketing: true }),
      JSON.stringify({ version: CONSENT_VERSION, analytics: true, marketing: true }),
      'null',
      '{not json',
    ]) {
      expect(parseConsent(raw)).toBeNull();
      const { store } = setup({ [CONSENT_KEY]: raw });
      expect(store.analyticsGranted()).toBe(false);
      store.askIfUnknown();
      expect(store.isOpen()).toBe(true);
    }
  });

  it('reads storage each time: another tab’s later choice counts at once', () => {
    const { storage, store } = setup();
    expect(store.analyticsGranted()).toBe(false);
    storage.setItem(CONSENT_KEY, stored({ analytics: true, marketing: false }));
    expect(store.analyticsGranted()).toBe(true);
    storage.setItem(CONSENT_KEY, stored({ analytics: false, marketing: false }));
    expect(store.analyticsGranted()).toBe(false);
  });

  it('survives blocked storage: the choice holds for the page, nothing throws', () => {
    const pushed: unknown[][] = [];
    const store = createConsentStore({
      storage: () => {
        throw new Error('SecurityError');
      },
      gtag: (...command) => pushed.push(command),
      now: () => new Date(),
    });
    store.askIfUnknown();
    expect(store.isOpen()).toBe(true);
    store.choose({ analytics: true, marketing: true });
    expect(store.isOpen()).toBe(false);
    expect(pushed).toHaveLength(1);
  });
});
