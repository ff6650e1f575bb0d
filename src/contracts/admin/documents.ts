import { z } from 'zod';
import { productIdText } from '../catalog';

/**
 * A product's safety documents in the back office (docs/rules.md#product-safety; GPSR: manuals,
 * declarations, warnings as PDF):
 *
 * - POST `/api/admin/products/{id}/documents`, `multipart/form-data` with one PDF (field `file`)
 *   -> 201 `AdminDocument`, listed last; its title is the file's name without `.pdf`. Refusals:
 *   413 `file_too_large` (MEDIA_MAX_UPLOAD_MB), 415 `not_multipart`, 422 `not_a_pdf` (judged by
 *   the first and last bytes, never the name) and `too_many_documents` (field map on `file`).
 * - GET `/api/admin/products/{id}/documents` -> `{ items: AdminDocument[] }`, oldest first.
 * - DELETE `/api/admin/products/{id}/documents/{documentId}` -> 204; the file goes with it.
 *
 * The product page lists them as links in its "Product safety" section (`get-product-data`'s
 * `safety.documents`). The products CSV does not carry them.
 */

export const DOCUMENT_UPLOAD_ACCEPT = 'application/pdf';
export const MAX_DOCUMENTS_PER_PRODUCT = 10;

export const adminDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Where the shop serves it (`/media/documents/…`). */
  url: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

export const adminDocumentListResponse = z.object({ items: z.array(adminDocumentSchema) });

export const productDocumentsParams = z.strictObject({ id: productIdText });
export const productDocumentParams = z.strictObject({
  id: productIdText,
  documentId: productIdText,
});
