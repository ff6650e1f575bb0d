import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION, type StoredConsent } from './consent';
import { loadTagManager, type TagManagerPage } from './tag-manager';

function fakePage() {
  const added: Array<{ id: string; async: boolean; src: string }> = [];
  const page: TagManagerPage = {
    document: {
      getElementById: (id: string) => (added.some((s) => s.id === id) ? ({} as HTMLElement) : null),
      createElement: (() => ({
        id: '',
        async: false,
        src: '',
      })) as unknown as Document['createElement'],
      head: { append: (node: never) => void added.push(node) } as unknown as HTMLHeadElement,
    },
    dataLayer: [],
    now: () => 1_000,
  };
  return { page, added };
}

const choice = (analytics: boolean, marketing: boolean): StoredConsent => ({
  version: CONSENT_VERSION,
  at: '2026-11-28T10:00:00.000Z',
  analytics,
  marketing,
});

describe('loadTagManager', () => {
  it('loads nothing before a choice, after "reject all", or without an id', () => {
    const { page, added } = fakePage();
    expect(loadTagManager('GTM-AB12CD3', null, page)).toBe(false);
    expect(loadTagManager('GTM-AB12CD3', choice(false, false), page)).toBe(false);
    expect(loadTagManager('', choice(true, true), page)).toBe(false);
    expect(added).toEqual([]);
    expect(page.dataLayer).toEqual([]);
  });

  it('loads the container once after analytics or marketing is granted', () => {
    for (const granted of [choice(true, false), choice(false, true)]) {
      const { page, added } = fakePage();
      expect(loadTagManager('GTM-AB12CD3', granted, page)).toBe(true);
      expect(loadTagManager('GTM-AB12CD3', granted, page)).toBe(false);
      expect(added).toEqual([
        {
          id: 'gtm-script',
          async: true,
          src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
        },
      ]);
      expect(page.dataLayer).toEqual([{ 'gtm.start': 1_000, event: 'gtm.js' }]);
    }
  });
});
