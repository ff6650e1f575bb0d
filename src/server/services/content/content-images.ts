import { randomBytes } from 'node:crypto';
import type { ContentImage } from '#contracts/admin/content';
import { encodeImage, type EncodedImage } from '../media/encoder';
import type { Actor, ContentAdminDeps } from './admin-deps';

/**
 * Images for covers and post bodies: the product images' pipeline (type judged by the content,
 * re-encoded to AVIF, WebP and a JPEG fallback; docs/decisions/017) stored under
 * `content/<random>/`. No row of their own: a post names its images by URL, and the audit log
 * keeps who uploaded what.
 */
export function createContentImages({ db, audit, store }: ContentAdminDeps) {
  // One encode at a time per process: an upload must not take every core from the shop.
  let encoding: Promise<unknown> = Promise.resolve();
  const encodeInTurn = (bytes: Buffer): Promise<EncodedImage> => {
    const run = encoding.then(() => encodeImage(bytes));
    encoding = run.catch(() => {});
    return run;
  };

  return {
    async upload(actor: Actor, bytes: Buffer): Promise<ContentImage> {
      const image = await encodeInTurn(bytes);
      // A new folder per upload, so a file's bytes never change (served immutable).
      const key = `content/${randomBytes(8).toString('hex')}`;
      const sources: ContentImage['sources'] = [];
      try {
        for (const v of image.variants) {
          const fileKey = `${key}/${v.width}.${v.ext}`;
          await store.put(fileKey, v.bytes, v.contentType);
          sources.push({ format: v.format, width: v.width, url: store.url(fileKey) });
        }
        const url = sources.find((s) => s.format === 'jpeg')!.url;
        await audit.record(db, actor, {
          action: 'create',
          entity: 'content_image',
          entityId: key,
          after: { url },
        });
        return { url, width: image.width, height: image.height, sources };
      } catch (error) {
        await store.delete(key).catch(() => {});
        throw error;
      }
    },
  };
}
