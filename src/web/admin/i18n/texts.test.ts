import { describe, expect, it } from 'vitest';
import { expectTextsAlike } from '#tests/setup/texts-alike';
import { contentTexts } from '../features/content/i18n';
import { dashboardTexts } from '../features/dashboard/i18n';
import { deliveryTexts } from '../features/delivery/i18n';
import { requestsTexts } from '../features/requests/i18n';
import { settingsTexts } from '../features/settings/i18n';
import { ordersTexts } from '../features/orders/i18n';
import { returnsTexts } from '../features/returns/i18n';
import { productsTexts } from '../features/products/i18n';
import { shopPagesTexts } from '../features/shop-pages/i18n';
import { promotionsTexts } from '../features/promotions/i18n';
import { accountTexts } from '../features/account/i18n';
import { auditTexts } from '../features/audit/i18n';
import { jobsTexts } from '../features/jobs/i18n';
import { categoriesTexts } from '../features/categories/i18n';
import { importTexts } from '../features/import/i18n';
import { presetsTexts } from '../features/presets/i18n';
import { reviewsTexts } from '../features/reviews/i18n';
import { sessionTexts } from '../features/session/i18n';
import { staffTexts } from '../features/staff/i18n';
import type { Message } from '#web/lib/i18n/translate';
import { createTexts } from './texts';
import { adminTexts } from './translate';
import { productGroupsTexts } from '#web/admin/features/product-groups/i18n';
import { manufacturersTexts } from '#web/admin/features/manufacturers/i18n';

/** Every feature's texts in the back office: a new feature's texts are added here. */
const TEXTS: Record<string, { messages: Record<'pl' | 'en' | 'ru', Record<string, Message>> }> = {
  admin: adminTexts,
  dashboard: dashboardTexts,
  requests: requestsTexts,
  settings: settingsTexts,
  products: productsTexts,
  orders: ordersTexts,
  returns: returnsTexts,
  content: contentTexts,
  delivery: deliveryTexts,
  shopPages: shopPagesTexts,
  promotions: promotionsTexts,
  productGroups: productGroupsTexts,
  manufacturers: manufacturersTexts,
  account: accountTexts,
  audit: auditTexts,
  jobs: jobsTexts,
  categories: categoriesTexts,
  import: importTexts,
  presets: presetsTexts,
  reviews: reviewsTexts,
  session: sessionTexts,
  staff: staffTexts,
};

describe('the back office texts', () => {
  it.each(Object.entries(TEXTS))('%s has every key in pl, en and ru', (_name, texts) => {
    const { pl, en, ru } = texts.messages;
    expectTextsAlike(pl, { en, ru });
  });

  it.each(
    Object.entries({
      dashboard: TEXTS.dashboard!,
      requests: TEXTS.requests!,
      settings: TEXTS.settings!,
      promotions: TEXTS.promotions!,
      returns: TEXTS.returns!,
      jobs: TEXTS.jobs!,
    }),
  )('%s is translated, not Polish again', (_name, texts) => {
    const { pl, en, ru } = texts.messages;
    expectTextsAlike(pl, { en, ru }, { notPolishAgain: true });
  });

  it('falls back to the Polish text for a key a language lacks, then to the key', () => {
    const texts = createTexts({
      pl: { 'a.b': 'Tak', 'a.c': 'Nie' },
      en: { 'a.b': 'Yes' } as { 'a.b': string; 'a.c': string },
      ru: { 'a.b': 'Да', 'a.c': 'Нет' },
    });
    expect(texts.translate('en')('a.b')).toBe('Yes');
    expect(texts.translate('en')('a.c')).toBe('Nie');
    expect(texts.translate('en')('a.d' as 'a.b')).toBe('a.d');
    expect(texts.has('a.c')).toBe(true);
    expect(texts.has('a.d')).toBe(false);
  });
});
