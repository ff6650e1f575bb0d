import type { Db } from '../../db/types.js';
import type { CatalogChange } from '../catalog-changes/index.js';
import type { MediaStore } from '../media/index.js';
import type { Audit } from '../audit/index.js';

export type { Actor } from '../audit/index.js';

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
