import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { MAX_DOCUMENTS_PER_PRODUCT, type AdminDocument } from '#contracts/admin/documents';
import { DomainError, notFound } from '#domain/errors';
import { productDocuments, products } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import type { Actor, Audit } from '../audit/index';
import { isPdf } from '../media/sniff';
import type { MediaStore } from '../media/store';

type DocumentRow = typeof productDocuments.$inferSelect;

export interface DocumentsServiceDeps {
  db: Db;
  store: MediaStore;
  audit: Audit;
  /** After every write, naming the product: its page shows the documents. */
  onChange: (productId: number) => void;
}

/** The file name a browser saves it under: the title in lower-case letters, digits and dashes. */
export function documentFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'document'}.pdf`;
}

/** The link's text: the uploaded name without its folder and `.pdf`, one line, at most 120. */
export function documentTitle(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const title = base
    .replace(/\.pdf$/i, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/[_\s]+/g, ' ')
    .trim()
    .slice(0, 120)
    .trim();
  return title || 'Document';
}

const toAdmin = (row: DocumentRow): AdminDocument => ({
  id: row.id,
  title: row.title,
  url: row.url,
  size: row.size,
  created_at: row.createdAt.toISOString(),
});

/**
 * A product's safety documents (PDF, GPSR): the media pipeline's store and rules for another
 * kind of file. A PDF is judged by its bytes (`%PDF-` first, `%%EOF` last), never re-encoded (it
 * is the manufacturer's document as published), kept whole under `documents/<product>/<key>/`
 * and served from /media like images: public, like the page that links it.
 */
export function createDocumentsService({ db, store, audit, onChange }: DocumentsServiceDeps) {
  const listOf = (productId: number) =>
    db
      .select()
      .from(productDocuments)
      .where(eq(productDocuments.productId, productId))
      .orderBy(asc(productDocuments.id));

  const ensureProduct = async (productId: number) => {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId));
    if (!row) throw notFound('product_not_found', 'No such product');
  };

  return {
    async list(productId: number): Promise<AdminDocument[]> {
      await ensureProduct(productId);
      return (await listOf(productId)).map(toAdmin);
    },

    async upload(
      actor: Actor,
      productId: number,
      file: { bytes: Buffer; fileName?: string | undefined },
    ): Promise<AdminDocument> {
      await ensureProduct(productId);
      if (!isPdf(file.bytes)) throw refused('not_a_pdf', 'The file is not a PDF document');
      if ((await listOf(productId)).length >= MAX_DOCUMENTS_PER_PRODUCT) throw tooMany();
      const title = documentTitle(file.fileName);
      const folder = `documents/${productId}/${randomBytes(8).toString('hex')}`;
      const key = `${folder}/${documentFileName(title)}`;
      try {
        await store.put(key, file.bytes, 'application/pdf');
        const row = await db.transaction(async (tx) => {
          // The product's row lock: two uploads at once cannot both pass the count.
          await tx
            .select({ id: products.id })
            .from(products)
            .where(eq(products.id, productId))
            .for('update');
          const count = await tx.$count(
            productDocuments,
            eq(productDocuments.productId, productId),
          );
          if (count >= MAX_DOCUMENTS_PER_PRODUCT) throw tooMany();
          const [made] = await tx
            .insert(productDocuments)
            .values({
              productId,
              title,
              storageKey: folder,
              url: store.url(key),
              size: file.bytes.length,
            })
            .returning();
          await audit.record(tx, actor, {
            action: 'create',
            entity: 'product_document',
            entityId: made!.id,
            after: { product_id: productId, title, url: made!.url, size: made!.size },
          });
          return made!;
        });
        onChange(productId);
        return toAdmin(row);
      } catch (error) {
        // Nothing of a refused or failed upload stays behind.
        await store.delete(folder).catch(() => {});
        throw error;
      }
    },

    async remove(actor: Actor, productId: number, documentId: number): Promise<void> {
      const gone = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(productDocuments)
          .where(
            and(eq(productDocuments.id, documentId), eq(productDocuments.productId, productId)),
          )
          .returning();
        if (!row) throw notFound('document_not_found', 'No such document of this product');
        await audit.record(tx, actor, {
          action: 'delete',
          entity: 'product_document',
          entityId: documentId,
          before: { product_id: productId, title: row.title, url: row.url, size: row.size },
        });
        return row;
      });
      // The file goes once the row's deletion is committed.
      await store.delete(gone.storageKey).catch(() => {});
      onChange(productId);
    },

    /** Every document file of a product, after the product's deletion committed (rows cascade). */
    async deleteProductFiles(productId: number): Promise<void> {
      await store.delete(`documents/${productId}`).catch(() => {});
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

function refused(code: string, message: string): DomainError {
  return new DomainError('validation', code, { message, fields: { file: [message] } });
}

function tooMany(): DomainError {
  return refused(
    'too_many_documents',
    `A product has at most ${MAX_DOCUMENTS_PER_PRODUCT} safety documents`,
  );
}
