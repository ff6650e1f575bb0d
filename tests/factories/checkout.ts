import { deliveryMethods, deliveryPoints, shopPages, shopSettings } from '#server/db/schema/index';
import type { Db } from '#server/db/types';

export const BANK_ACCOUNT = 'PL61109010140000071219812874';

/**
 * What a shop needs before it can sell through the checkout: a courier (free from 500 zł, cash
 * on delivery), a parcel locker (no cash), pickup, two locker points, terms at version 3 and,
 * unless `bank: false`, a bank account for transfers.
 */
export async function seedCheckout(db: Db, { bank = true } = {}) {
  await db.insert(deliveryMethods).values([
    {
      code: 'courier',
      kind: 'courier',
      titles: { pl: 'Kurier', en: 'Courier', ru: 'Курьер' },
      priceMinor: 1_499,
      freeFromMinor: 50_000,
      cod: true,
      position: 1,
    },
    {
      code: 'locker',
      kind: 'locker',
      titles: { pl: 'Paczkomat', en: 'Parcel locker', ru: 'Постамат' },
      priceMinor: 999,
      freeFromMinor: null,
      cod: false,
      position: 2,
    },
    {
      code: 'pickup',
      kind: 'pickup',
      titles: { pl: 'Odbiór w salonie', en: 'Showroom pickup', ru: 'Самовывоз' },
      priceMinor: 0,
      freeFromMinor: null,
      cod: true,
      position: 3,
    },
  ]);
  await db.insert(deliveryPoints).values([
    { id: 'GDA01M', name: 'Gdańsk Długa', address: 'Długa 1, 80-827 Gdańsk' },
    { id: 'WAW02A', name: 'Warszawa Marszałkowska', address: 'Marszałkowska 10, 00-590 Warszawa' },
  ]);
  const text = { pl: 'Regulamin', en: 'Terms', ru: 'Условия' };
  await db.insert(shopPages).values({ slug: 'terms', titles: text, bodies: text, version: 3 });
  if (bank) {
    await db.insert(shopSettings).values([
      { key: 'bank_account', value: BANK_ACCOUNT },
      { key: 'bank_recipient', value: 'Dom i Styl sp. z o.o.' },
    ]);
  }
}
