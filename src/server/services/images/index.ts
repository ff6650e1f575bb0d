import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MAX_IMAGES_PER_PRODUCT,
  type AdminImage,
  type UpdateImageRequest,
} from '#contracts/admin/images';
import { DomainError, notFound, validation } from '#domain/errors';
import { LOCALES } from '#domain/locale';
import { productImages, products, type ImageSource } from '#server/db/schema/products';
import type { Db, Tx } from '#server/db/types';
import type { Actor, Audit } from '../audit/index';
import { encodeImage, type EncodedImage } from '../media/encoder';
import { auditView, renumber, toAdminImage, type ImageRow } from './image-rows';
import type { MediaStore } from '../media/store';

export interface ImagesServiceDeps {
  db: Db;
  store: MediaStore;
  audit: Audit;
  /** After every write, naming the product: the storefront drops what it cached (cards, galleries, pages). */
  onChange: (productId: number) => void;
}

/** An answer and the product's version after it (`X-Product-Version`). */
export interface Versioned<T> {
  value: T;
  version: number;
}

/**
 * A product's images in the back office: upload (re-encoded, docs/decisions/017), alt texts,
 * order, delete. Each write locks the product's row by bumping its version, so writes to one
 * product's images run one at a time and positions stay 1..n; its audit row commits with it.
 */
export function createImagesService({ db, store, audit, onChange }: ImagesServiceDeps) {
  // One encode at a time per process: an upload must not take every core from the shop.
  let encoding: Promise<unknown> = Promise.resolve();
  const encodeInTurn = (bytes: Buffer): Promise<EncodedImage> => {
    const run = encoding.then(() => encodeImage(bytes));
    encoding = run.catch(() => {});
    return run;
  };

  const listOf = (executor: Db | Tx, productId: number) =>
    executor
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position));

  /** Bumps the product's version (taking its row lock for the transaction); 404 when gone. */
  const bumpVersion = async (tx: Tx, productId: number): Promise<number> => {
    const [row] = await tx
      .update(products)
      .set({ version: sql`${products.version} + 1` })
      .where(eq(products.id, productId))
      .returning({ version: products.version });
    if (!row) throw productNotFound();
    return row.version;
  };

  const versionOf = async (productId: number): Promise<number> => {
    const [row] = await db
      .select({ version: products.version })
      .from(products)
      .where(eq(products.id, productId));
    if (!row) throw productNotFound();
    return row.version;
  };

  const deleteFiles = async (storageKey: string | null) => {
    if (!storageKey) return;
    // A file that cannot be deleted now stays behind unused (no row names it): harmless, and
    // not worth failing a write whose rows are already right.
    await store.delete(storageKey).catch(() => {});
  };

  return {
    async list(productId: number): Promise<Versioned<AdminImage[]>> {
      const version = await versionOf(productId);
      return { value: (await listOf(db, productId)).map(toAdminImage), version };
    },

    async upload(actor: Actor, productId: number, bytes: Buffer): Promise<Versioned<AdminImage>> {
      // Cheap refusals first: no encoding for a product that is not there or is full.
      await versionOf(productId);
      if (
        (await db.$count(productImages, eq(productImages.productId, productId))) >=
        MAX_IMAGES_PER_PRODUCT
      ) {
        throw tooManyImages();
      }
      const image = await encodeInTurn(bytes);
      // A new folder per upload, so a file's bytes never change (cached for a year). 48 random
      // bits are plenty within one product, and short: every card's markup names it four times.
      const key = `${productId}/${randomBytes(6).toString('hex')}`;
      let result: Versioned<AdminImage>;
      try {
        const sources: ImageSource[] = [];
        for (const v of image.variants) {
          const fileKey = `${key}/${v.width}.${v.ext}`;
          await store.put(fileKey, v.bytes, v.contentType);
          sources.push({ format: v.format, width: v.width, url: store.url(fileKey) });
        }
        const fallback = sources.find((s) => s.format === 'jpeg')!;
        result = await db.transaction(async (tx) => {
          const version = await bumpVersion(tx, productId);
          const current = await listOf(tx, productId);
          if (current.length >= MAX_IMAGES_PER_PRODUCT) throw tooManyImages();
          const [row] = await tx
            .insert(productImages)
            .values({
              productId,
              // Last, after the highest position (not the count: a gap must not collide).
              position: (current.at(-1)?.position ?? 0) + 1,
              url: fallback.url,
              width: image.width,
              height: image.height,
              alt: {},
              sources,
              storageKey: key,
            })
            .returning();
          await audit.record(tx, actor, {
            action: 'create',
            entity: 'image',
            entityId: row!.id,
            after: auditView(row!),
          });
          return { value: toAdminImage(row!), version };
        });
      } catch (error) {
        // Nothing of a refused or failed upload stays behind: no row, and now no files.
        await deleteFiles(key);
        throw error;
      }
      onChange(productId);
      return result;
    },

    async update(
      actor: Actor,
      productId: number,
      imageId: number,
      change: UpdateImageRequest,
    ): Promise<Versioned<AdminImage>> {
      const result = await db.transaction(async (tx) => {
        const version = await bumpVersion(tx, productId);
        const before = await findImage(tx, productId, imageId);
        const alt = { ...before.alt };
        for (const locale of LOCALES) {
          const text = change.alt?.[locale];
          if (text === undefined) continue;
          if (text === '') delete alt[locale];
          else alt[locale] = text;
        }
        const [row] = await tx
          .update(productImages)
          .set({ alt })
          .where(eq(productImages.id, imageId))
          .returning();
        await audit.record(tx, actor, {
          action: 'update',
          entity: 'image',
          entityId: imageId,
          before: { product_id: productId, alt: before.alt },
          after: { product_id: productId, alt },
        });
        return { value: toAdminImage(row!), version };
      });
      onChange(productId);
      return result;
    },

    async reorder(
      actor: Actor,
      productId: number,
      ids: number[],
    ): Promise<Versioned<AdminImage[]>> {
      const result = await db.transaction(async (tx) => {
        const version = await bumpVersion(tx, productId);
        const before = (await listOf(tx, productId)).map((r) => r.id);
        const same =
          ids.length === before.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => before.includes(id));
        if (!same) {
          throw validation(
            { ids: ['images.mismatch'] },
            'images_mismatch',
            'Name every image of the product once',
          );
        }
        await renumber(tx, productId, ids);
        await audit.record(tx, actor, {
          action: 'reorder',
          entity: 'image',
          entityId: null,
          before: { product_id: productId, ids: before },
          after: { product_id: productId, ids },
        });
        return { value: (await listOf(tx, productId)).map(toAdminImage), version };
      });
      onChange(productId);
      return result;
    },

    async remove(actor: Actor, productId: number, imageId: number): Promise<{ version: number }> {
      const { version, storageKey } = await db.transaction(async (tx) => {
        const version = await bumpVersion(tx, productId);
        const image = await findImage(tx, productId, imageId);
        await tx.delete(productImages).where(eq(productImages.id, imageId));
        const rest = (await listOf(tx, productId)).map((r) => r.id);
        await renumber(tx, productId, rest);
        await audit.record(tx, actor, {
          action: 'delete',
          entity: 'image',
          entityId: imageId,
          before: auditView(image),
        });
        return { version, storageKey: image.storageKey };
      });
      // Files go only once the row's deletion is committed: a rollback keeps a working image.
      await deleteFiles(storageKey);
      onChange(productId);
      return { version };
    },

    /**
     * Every uploaded file of a product, for the product's own deletion (its image rows go by
     * cascade): call it after that transaction commits.
     */
    async deleteProductFiles(productId: number): Promise<void> {
      await deleteFiles(String(productId));
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;

async function findImage(tx: Tx, productId: number, imageId: number): Promise<ImageRow> {
  const [row] = await tx
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
  if (!row) throw notFound('image_not_found', 'No such image of this product');
  return row;
}

function productNotFound(): DomainError {
  return notFound('product_not_found', 'No such product');
}

function tooManyImages(): DomainError {
  const message = `A product has at most ${MAX_IMAGES_PER_PRODUCT} images`;
  return new DomainError('validation', 'too_many_images', { message, fields: { file: [message] } });
}
