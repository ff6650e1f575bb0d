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
        gtm_id: '',
      });
    });

    it('keeps the tag manager id until told to forget it (every catalogue change does)', async () => {
      const settings = createSettingsService(getDb().db);
      expect(await settings.tagManager()).toBe('');
      await settings.set({ gtm_id: 'GTM-AB12CD3' });
      expect(await settings.tagManager()).toBe(''); // cached: pages are dropped with it
      settings.forget();
      expect(await settings.tagManager()).toBe('GTM-AB12CD3');
      await expect(settings.set({ gtm_id: '<script>' })).rejects.toThrow();
      await settings.set({ gtm_id: '' });
    });

    it('refuses a value its schema rejects and keeps the old one', async () => {
      const settings = createSettingsService(getDb().db);
      await settings.set({ low_stock_threshold: 7 });
      await expect(settings.set({ low_stock_threshold: -1 })).rejects.toThrow();
      expect(await settings.get('low_stock_threshold')).toBe(7);
    });
  });
});
