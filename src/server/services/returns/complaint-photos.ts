import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API, ADMIN_API, apiPath } from '#contracts/api-paths';
import type { ComplaintPhoto } from '#contracts/returns';
import { DomainError, isDomainError } from '#domain/errors';
import type { StoredComplaintPhoto } from '#server/db/schema/index';
import { encodeSingleJpeg } from '../media/encoder';
import type { ImageType } from '../media/sniff';
import type { MediaStore, StoredMedia } from '../media/store';

/** What a shopper may send: photos, never AVIF (few phones make it) nor anything else. */
const ACCEPTED: readonly ImageType[] = ['jpeg', 'png', 'webp'];
/** Wide enough to see a scratch, small enough that five cost little. */
const PHOTO_WIDTH = 1600;

export interface ComplaintPhotosDeps {
  /** A store of its own (`DATA_DIR/complaint-photos`), never served at /media. */
  store: MediaStore;
  /** Signs the shopper's photo addresses. */
  secret: string;
}

/** Photos encoded and written, not yet named by any row: `discard` them if the row fails. */
export interface SavedPhotos {
  folder: string;
  photos: StoredComplaintPhoto[];
}

/**
 * A complaint's photos (docs/decisions/060-complaint-photos.md): the media pipeline's checks
 * (the type by the content, re-encoded from the pixels, no metadata), one JPEG each, in a
 * private store. Staff read them through the back office; the shopper through addresses signed
 * with the complaint's id, which only the complaint's own answer names.
 */
export function createComplaintPhotos({ store, secret }: ComplaintPhotosDeps) {
  // One encode at a time per process, as the product images do: five photos must not take every
  // core from the shop.
  let encoding: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = encoding.then(work);
    encoding = run.catch(() => {});
    return run;
  };
  const sign = (returnId: number) =>
    createHmac('sha256', secret)
      .update(`complaint-photos:${returnId}`)
      .digest('base64url')
      .slice(0, 22);

  return {
    /**
     * Encodes every photo (refusing the first that is not a JPEG, PNG or WebP, or is damaged)
     * and only then writes them: a refused photo leaves nothing behind.
     */
    async save(files: readonly Buffer[]): Promise<SavedPhotos | null> {
      if (files.length === 0) return null;
      const encoded = [];
      for (const file of files) {
        encoded.push(
          await inTurn(() =>
            encodeSingleJpeg(file, { accept: ACCEPTED, maxWidth: PHOTO_WIDTH }).catch(
              (error: unknown) => {
                throw asPhotosError(error);
              },
            ),
          ),
        );
      }
      const folder = randomBytes(12).toString('hex');
      try {
        const photos: StoredComplaintPhoto[] = [];
        for (const [i, e] of encoded.entries()) {
          const key = `${folder}/${i + 1}.jpg`;
          await store.put(key, e.bytes, e.contentType);
          photos.push({ key, width: e.width, height: e.height });
        }
        return { folder, photos };
      } catch (error) {
        await this.discard(folder);
        throw error;
      }
    },

    /** Removes photos no row names (a refused or failed complaint). */
    async discard(folder: string): Promise<void> {
      await store.delete(folder).catch(() => {});
    },

    /** The addresses the shopper's answer names: signed with the complaint's id. */
    forShopper(returnId: number, photos: readonly StoredComplaintPhoto[]): ComplaintPhoto[] {
      const photoKey = `${returnId}-${sign(returnId)}`;
      return photos.map((p, i) => ({
        url: apiPath(API.complaintPhoto, { photoKey, n: i + 1 }),
        width: p.width,
        height: p.height,
      }));
    },

    /** The complaint's row id a shopper's photo key names, or null when its signature is not ours. */
    verify(photoKey: string): number | null {
      const dash = photoKey.indexOf('-');
      const id = Number(photoKey.slice(0, dash));
      if (dash < 1 || !Number.isSafeInteger(id)) return null;
      const given = Buffer.from(photoKey.slice(dash + 1));
      const expected = Buffer.from(sign(id));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },

    /** A stored photo's file, or null. */
    read(photos: readonly StoredComplaintPhoto[], n: number): Promise<StoredMedia | null> {
      const photo = photos[n - 1];
      return photo ? store.get(photo.key) : Promise.resolve(null);
    },
  };
}

export type ComplaintPhotos = ReturnType<typeof createComplaintPhotos>;

/** The back office's addresses of a complaint's photos (a staff session is checked there). */
export function staffPhotoUrls(
  returnId: number,
  photos: readonly StoredComplaintPhoto[],
): ComplaintPhoto[] {
  return photos.map((p, i) => ({
    url: apiPath(ADMIN_API.returnPhoto, { id: returnId, n: i + 1 }),
    width: p.width,
    height: p.height,
  }));
}

/** The encoder's refusals, as the complaint form's field `photos` (messages are catalogue keys). */
const PHOTO_MESSAGES: Record<string, string> = {
  unsupported_image_type: 'photo_type',
  image_too_large: 'photo_too_large',
  image_unreadable: 'photo_unreadable',
};

function asPhotosError(error: unknown): unknown {
  if (!isDomainError(error) || error.kind !== 'validation') return error;
  const message = PHOTO_MESSAGES[error.code] ?? 'photo_unreadable';
  return new DomainError('validation', error.code, {
    message: error.message,
    fields: { photos: [message] },
  });
}
