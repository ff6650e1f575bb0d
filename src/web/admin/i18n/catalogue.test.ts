import { describe, expect, it } from 'vitest';
import { expectCataloguesAlike } from '#tests/setup/message-catalogues';
import { contentCatalogue } from '../features/content/i18n';
import { dashboardCatalogue } from '../features/dashboard/i18n';
import { deliveryCatalogue } from '../features/delivery/i18n';
import { requestsCatalogue } from '../features/requests/i18n';
import { settingsCatalogue } from '../features/settings/i18n';
import { ordersCatalogue } from '../features/orders/i18n';
import { returnsCatalogue } from '../features/returns/i18n';
import { productsCatalogue } from '../features/products/i18n';
import { shopPagesCatalogue } from '../features/shop-pages/i18n';
import { promotionsCatalogue } from '../features/promotions/i18n';
import type { Message } from '#web/lib/i18n/translate';
import { createCatalogue } from './catalogue';
import { adminCatalogue } from './translate';
import { productGroupsCatalogue } from '#web/admin/features/product-groups/i18n';
import { manufacturersCatalogue } from '#web/admin/features/manufacturers/i18n';

/** Every catalogue of the back office: a new feature's catalogue is added here. */
const CATALOGUES: Record<
  string,
  { messages: Record<'pl' | 'en' | 'ru', Record<string, Message>> }
> = {
  admin: adminCatalogue,
  dashboard: dashboardCatalogue,
  requests: requestsCatalogue,
  settings: settingsCatalogue,
  products: productsCatalogue,
  orders: ordersCatalogue,
  returns: returnsCatalogue,
  content: contentCatalogue,
  delivery: deliveryCatalogue,
  shopPages: shopPagesCatalogue,
  promotions: promotionsCatalogue,
  productGroups: productGroupsCatalogue,
  manufacturers: manufacturersCatalogue,
};

describe('the back office catalogues', () => {
  it.each(Object.entries(CATALOGUES))('%s has every key in pl, en and ru', (_name, catalogue) => {
    const { pl, en, ru } = catalogue.messages;
    expectCataloguesAlike(pl, { en, ru });
  });

  it.each(
    Object.entries({
      dashboard: CATALOGUES.dashboard!,
      requests: CATALOGUES.requests!,
      settings: CATALOGUES.settings!,
      promotions: CATALOGUES.promotions!,
      returns: CATALOGUES.returns!,
    }),
  )('%s is translated, not Polish again', (_name, catalogue) => {
    const { pl, en, ru } = catalogue.messages;
    expectCataloguesAlike(pl, { en, ru }, { notPolishAgain: true });
  });

  it('falls back to the Polish text for a key a language lacks, then to the key', () => {
    const catalogue = createCatalogue({
      pl: { 'a.b': 'Tak', 'a.c': 'Nie' },
      en: { 'a.b': 'Yes' } as { 'a.b': string; 'a.c': string },
      ru: { 'a.b': 'Да', 'a.c': 'Нет' },
    });
    expect(catalogue.translate('en')('a.b')).toBe('Yes');
    expect(catalogue.translate('en')('a.c')).toBe('Nie');
    expect(catalogue.translate('en')('a.d' as 'a.b')).toBe('a.d');
    expect(catalogue.has('a.c')).toBe(true);
    expect(catalogue.has('a.d')).toBe(false);
  });
});
