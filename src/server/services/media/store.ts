import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded media live. Small on purpose: a store for several processes (S3 and a CDN, a
 * shared volume) implements these four calls and nothing else changes. Keys are relative,
 * `/`-separated paths made by the server (`12/k3x9…/640.avif`), never by a client.
 */
export interface MediaStore {
  /** Writes one file; a reader never sees it half written. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** A file to serve, or null when there is none. */
  get(key: string): Promise<StoredMedia | null>;
  /** Deletes a folder (`12/k3x9…`) and everything under it; nothing there is fine. */
  delete(prefix: string): Promise<void>;
  /** The address a browser loads the file from. */
  url(key: string): string;
}

export interface StoredMedia {
  body: Readable;
  size: number;
  contentType: string;
}

/** The types the store holds, by the extension the server gives its files. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  /** Products' safety documents (services/documents). */
  pdf: 'application/pdf',
};

// Lower-case names of letters, digits, `_` and `-`, a file name with one known extension last.
const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const FILE = /^[a-z0-9][a-z0-9_-]{0,63}\.([a-z0-9]{1,8})$/;

/**
 * Whether `key` is a key the server could have made: no `..`, no absolute path, no backslash,
 * no NUL, at most 8 levels, a known extension on files. Anything else is never a file here.
 */
export function isMediaKey(key: string, kind: 'file' | 'folder' = 'file'): boolean {
  if (key.length === 0 || key.length > 300) return false;
  const parts = key.split('/');
  if (parts.length > 8) return false;
  const last = parts.pop()!;
  if (!parts.every((p) => SEGMENT.test(p))) return false;
  if (kind === 'folder') return SEGMENT.test(last);
  const ext = FILE.exec(last)?.[1];
  return ext !== undefined && Object.hasOwn(MEDIA_TYPES, ext);
}

/** The content type of a file key (by its extension), or null for a key the store never holds. */
export function mediaTypeOf(key: string): string | null {
  if (!isMediaKey(key)) return null;
  return MEDIA_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? null;
}

/**
 * Files under `root` (`DATA_DIR/media`), served by the app at `baseUrl` (`/media`). One
 * process, or several sharing one volume. Written under a temporary name and renamed, so a
 * reader never sees half a file.
 */
export function createFileMediaStore(root: string, baseUrl = '/media'): MediaStore {
  const base = path.resolve(root);
  const pathOf = (key: string, kind: 'file' | 'folder') => {
    if (!isMediaKey(key, kind)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
    const file = path.resolve(base, ...key.split('/'));
    // The key rules already keep it inside; this is the second lock on the same door.
    if (!file.startsWith(base + path.sep)) throw new Error('media key escapes the store');
    return file;
  };

  return {
    async put(key, bytes, contentType) {
      if (mediaTypeOf(key) !== contentType) {
        throw new Error(`media key ${key} does not hold ${contentType}`);
      }
      const file = pathOf(key, 'file');
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        const handle = await open(temporary, 'wx');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => {});
        throw error;
      }
    },

    async get(key) {
      const contentType = mediaTypeOf(key);
      if (!contentType) return null;
      let handle;
      try {
        handle = await open(pathOf(key, 'file'), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        return { body: handle.createReadStream(), size: stat.size, contentType };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(prefix) {
      const folder = pathOf(prefix, 'folder');
      await rm(folder, { recursive: true, force: true });
      // Tidy the parent (a product's folder) once its last image is gone; busy is fine.
      const parent = path.dirname(folder);
      if (parent !== base) await rmdir(parent).catch(() => {});
    },

    url(key) {
      return `${baseUrl}/${key}`;
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
