import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { GTM_ID } from '#contracts/admin/settings';
import { normalizeIban } from '#domain/payments/iban';
import { shopSettings } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';

/**
 * The shop's settings that staff change in the back office. Each key has a schema and a default
 * here, so a missing or malformed row reads as the default instead of failing a page.
 */
export const SETTINGS = {
  /** The dashboard lists published products with at most this many in stock. */
  low_stock_threshold: { schema: z.number().int().min(0).max(100_000), fallback: 5 },
  /** Reviews by shoppers who bought the product are published without moderation. */
  reviews_auto_publish_verified: { schema: z.boolean(), fallback: false },
  /** The shop's IBAN for bank transfers (stored normalized); empty: transfers are not offered. */
  bank_account: {
    schema: z.string().refine((v) => v === '' || normalizeIban(v) === v),
    fallback: '',
  },
  /** The name a transfer is made out to. */
  bank_recipient: { schema: z.string().max(200), fallback: '' },
  /** A deleted account's reviews: kept without an author, or unpublished (docs/rules.md#own-data). */
  deleted_account_reviews: {
    schema: z.enum(['anonymise', 'unpublish']),
    fallback: 'anonymise' as 'anonymise' | 'unpublish',
  },
  /** Google Tag Manager's container id, or empty for none: loaded only after consent (docs/rules.md#consent). */
  gtm_id: { schema: z.string().regex(GTM_ID), fallback: '' },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type Settings = { [K in SettingKey]: z.infer<(typeof SETTINGS)[K]['schema']> };

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

function read<K extends SettingKey>(key: K, value: unknown): Settings[K] {
  const parsed = SETTINGS[key].schema.safeParse(value);
  return (parsed.success ? parsed.data : SETTINGS[key].fallback) as Settings[K];
}

export function createSettingsService(db: Db) {
  // The tag manager's id shapes every shop page (its script's address, the page's policy): read
  // once per process, dropped with the page cache on every change (services/index.ts).
  let tagManager: Promise<string> | undefined;
  const service = {
    /** The tag manager's id (cached); empty when the shop has none. */
    tagManager(): Promise<string> {
      tagManager ??= service.get('gtm_id').catch((error: unknown) => {
        tagManager = undefined;
        throw error;
      });
      return tagManager;
    },

    /** Drops the cached tag manager id (after a settings change, here or in another process). */
    forget(): void {
      tagManager = undefined;
    },

    /** One setting; its default when never set. */
    async get<K extends SettingKey>(key: K, executor: Executor = db): Promise<Settings[K]> {
      const [row] = await executor
        .select({ value: shopSettings.value })
        .from(shopSettings)
        .where(eq(shopSettings.key, key));
      return read(key, row?.value);
    },

    /** Every setting, defaults filled in. */
    async all(executor: Executor = db): Promise<Settings> {
      const rows = await executor
        .select({ key: shopSettings.key, value: shopSettings.value })
        .from(shopSettings)
        .where(inArray(shopSettings.key, SETTING_KEYS));
      const stored = new Map(rows.map((row) => [row.key, row.value]));
      return Object.fromEntries(
        SETTING_KEYS.map((key) => [key, read(key, stored.get(key))]),
      ) as Settings;
    },

    /**
     * Writes the given settings (already validated by the caller's schema, checked again here)
     * in one statement per key; pass the audit's transaction to commit with it.
     */
    async set(values: Partial<Settings>, executor: Executor = db): Promise<void> {
      for (const key of SETTING_KEYS) {
        if (!(key in values)) continue;
        const value = SETTINGS[key].schema.parse(values[key]);
        await executor
          .insert(shopSettings)
          .values({ key, value })
          .onConflictDoUpdate({
            target: shopSettings.key,
            set: { value, updatedAt: sql`now()` },
          });
      }
    },
  };
  return service;
}

export type SettingsService = ReturnType<typeof createSettingsService>;
