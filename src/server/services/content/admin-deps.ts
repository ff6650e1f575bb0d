import type { Db } from '#server/db/types';
import type { CatalogChange } from '../catalog-changes/index';
import type { MediaStore } from '../media/index';
import type { Audit } from '../audit/index';

export type { Actor } from '../audit/index';

export interface ContentAdminDeps {
  db: Db;
  audit: Audit;
  store: MediaStore;
  /**
   * After a committed write: every process drops its cached pages (`services.catalog.invalidate`,
   * the change bus), and re-arms its timer for the next scheduled post.
   */
  changed: (change: CatalogChange) => void | Promise<void>;
}
