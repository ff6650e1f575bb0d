import { describe, expect, it } from 'vitest';
import { createSettingsService } from './settings-service';
import { forEachDatabase } from '#tests/setup/test-database';

forEachDatabase('settings service', (getDb) => {
  describe('get, all and set', () => {
    it('reads defaults until a value is written, then the value', async () => {
      const settings = createSettingsService(getDb().db);
      expect(await settings.get('low_stock_threshold')).toBe(5);
      await settings.set({ low_stock_threshold: 12 });
      expect(await settings.get('low_stock_threshold')).toBe(12);
      await settings.set({ low_stock_threshold: 3, reviews_auto_publish_verified: true });
      // The shop's bank account stays unset (empty) until the owner fills it in.
      expect(await settings.all()).toEqual({
        low_stock_threshold: 3,
        reviews_auto_publish_verified: true,
        bank_account: '',
        bank_recipient: '',
        deleted_account_reviews: 'anonymise',
        default_manufacturer_id: expect.any(Number),
      });
    });

    it('refuses a value its schema rejects and keeps the old one', async () => {
      const settings = createSettingsService(getDb().db);
      await settings.set({ low_stock_threshold: 7 });
      await expect(settings.set({ low_stock_threshold: -1 })).rejects.toThrow();
      expect(await settings.get('low_stock_threshold')).toBe(7);
    });
  });
});
