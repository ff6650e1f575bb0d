import type { UpdateSettingsBody } from '#contracts/admin/settings';
import type { Db } from '#server/db/types';
import type { Actor, Audit } from '../audit/audit-service';
import type { CatalogChange } from '../catalog-changes/index';
import { createSettingsService, type Settings } from './settings-service';

/**
 * The back office's change of the shop's settings: the new values and their audit row (before
 * and after, only the keys that changed) commit together. A new tag manager id changes every
 * shop page (its script's address, its policy): `pagesChanged` then drops every process's pages.
 */
export function createSettingsAdmin(
  db: Db,
  audit: Audit,
  pagesChanged: (change: CatalogChange) => unknown,
) {
  const settings = createSettingsService(db);
  return {
    read: () => settings.all(),
    async update(actor: Actor, change: UpdateSettingsBody): Promise<Settings> {
      const { after, changed } = await db.transaction(async (tx) => {
        const before = await settings.all(tx);
        await settings.set(change, tx);
        const after = await settings.all(tx);
        const changed = (Object.keys(change) as (keyof Settings)[]).filter(
          (key) => before[key] !== after[key],
        );
        if (changed.length) {
          await audit.record(tx, actor, {
            action: 'update',
            entity: 'settings',
            before: Object.fromEntries(changed.map((k) => [k, before[k]])),
            after: Object.fromEntries(changed.map((k) => [k, after[k]])),
          });
        }
        return { after, changed };
      });
      if (changed.includes('gtm_id')) await pagesChanged({ reason: 'settings.gtm_id' });
      return after;
    },
  };
}
