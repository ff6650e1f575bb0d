import { describe, expect, it } from 'vitest';
import { expectTextsAlike } from '#tests/setup/texts-alike';
import { shippingTexts } from './i18n';
import { en } from './messages/en';
import { pl } from './messages/pl';
import { ru } from './messages/ru';

describe('the parcels’ back-office texts', () => {
  it('say the same things in every language', () => {
    expectTextsAlike(pl, { en, ru });
  });

  it('name every error code and field the shipments API answers', () => {
    for (const code of [
      'shipment_in_progress',
      'shipment_exists',
      'order_not_shippable',
      'order_not_parcel',
      'carrier_unavailable',
      'shipment_rejected',
    ]) {
      expect(shippingTexts.has(`err.${code}`), code).toBe(true);
    }
    for (const field of ['phone', 'email', 'name', 'address', 'delivery_point', 'size']) {
      expect(shippingTexts.has(`field.${field}`), field).toBe(true);
    }
  });
});
