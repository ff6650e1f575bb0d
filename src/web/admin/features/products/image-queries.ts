import {
  IMAGE_UPLOAD_ACCEPT,
  IMAGE_UPLOAD_DEFAULT_MB,
  PRODUCT_VERSION_HEADER,
  adminImageListResponse,
  adminImageSchema,
  type AdminImage,
} from '#contracts/admin/images';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '#domain/locale';
import { ApiError, adminApi, toError } from '#web/admin/lib/api';
import { productKeys } from './product-queries';

/**
 * A product's images in the back office (contracts/admin/images.ts): list, upload (multipart,
 * field `file`), alt text per locale, order, delete. Every image write bumps the product's
 * version and every answer names it (`X-Product-Version`); these calls return it, so the editor
 * keeps saving without a false conflict (see `advanceVersion`). The upload uses
 * XMLHttpRequest, for its progress, with the admin client's CSRF token and error shape.
 */

export type EditorImage = AdminImage;

/** The server's default limit (MEDIA_MAX_UPLOAD_MB); the editor is handed the configured one. */
export const DEFAULT_UPLOAD_MB = IMAGE_UPLOAD_DEFAULT_MB;
export const ACCEPTED_TYPES = IMAGE_UPLOAD_ACCEPT.split(',');

export type FileProblem = 'type' | 'svg' | 'size' | 'empty';

/**
 * Why a chosen file will not be sent, or null: checked in the browser so a wrong file costs no
 * upload (the server judges the bytes again). SVG is named apart: it can carry script.
 */
export function fileProblem(
  file: { name: string; type: string; size: number },
  maxMb: number,
): FileProblem | null {
  if (file.type === 'image/svg+xml' || /\.svgz?$/i.test(file.name)) return 'svg';
  if (!ACCEPTED_TYPES.includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxMb * 1024 * 1024) return 'size';
  return null;
}

/**
 * The version the editor may adopt after its own image writes. Versions it saw come from its
 * writes only; it moves on only through an unbroken run (v+1, v+2, ...), so a colleague's save
 * in between (a gap) is never adopted and the next save still answers 409, as it must. Answers
 * that arrive out of order are waited for.
 */
export function advanceVersion(current: number, seen: ReadonlySet<number>): number {
  let v = current;
  while (seen.has(v + 1)) v += 1;
  return v;
}

export interface Versioned<T> {
  value: T;
  /** The product's version after this call, when the server named it. */
  version: number | null;
}

function versionOf(header: string | null): number | null {
  const v = Number(header);
  return Number.isSafeInteger(v) && v > 0 ? v : null;
}

/** A call of the admin client that also reads the product's version from the answer. */
async function call<T>(
  send: (onHeaders: (headers: Headers) => void) => Promise<T>,
): Promise<Versioned<T>> {
  let version: number | null = null;
  const value = await send((headers) => (version = versionOf(headers.get(PRODUCT_VERSION_HEADER))));
  return { value, version };
}

export async function fetchImages(productId: number, signal?: AbortSignal) {
  const { value } = await call((onHeaders) =>
    adminApi.get(apiPath(ADMIN_API.productImages, { id: productId }), {
      signal,
      quiet: true,
      onHeaders,
      schema: adminImageListResponse,
    }),
  );
  return value.items;
}

export const productImagesQuery = (productId: number) =>
  queryOptions({
    queryKey: productKeys.images(productId),
    queryFn: ({ signal }) => fetchImages(productId, signal),
  });

export const useProductImages = (productId: number) => useQuery(productImagesQuery(productId));

/**
 * The images' cache, for the manager's writes: read and set it (a move shows at once), and
 * refresh it with the list's thumbnails and the product's `images`, which change with them.
 */
export function useImageCache(productId: number) {
  const client = useQueryClient();
  const key = productKeys.images(productId);
  return {
    get: () => client.getQueryData<EditorImage[]>(key),
    set: (images: EditorImage[]) => client.setQueryData<EditorImage[]>(key, images),
    refresh: () => {
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: productKeys.lists() });
    },
  };
}

export function saveImageAlt(
  productId: number,
  imageId: number,
  alt: Partial<Record<Locale, string>>,
) {
  return call((onHeaders) =>
    adminApi.patch(
      apiPath(ADMIN_API.productImage, { id: productId, imageId }),
      { alt },
      { quiet: true, onHeaders, schema: adminImageSchema },
    ),
  );
}

export function saveImageOrder(productId: number, ids: number[]) {
  return call((onHeaders) =>
    adminApi.put(
      apiPath(ADMIN_API.productImagesOrder, { id: productId }),
      { ids },
      { quiet: true, onHeaders, schema: adminImageListResponse },
    ),
  );
}

export function deleteImage(productId: number, imageId: number) {
  return call((onHeaders) =>
    adminApi.delete<undefined>(apiPath(ADMIN_API.productImage, { id: productId, imageId }), {
      quiet: true,
      onHeaders,
    }),
  );
}

/**
 * One file up, with progress. XMLHttpRequest, because fetch reports no upload progress. The
 * answer's failures become the same ApiError as every other call's.
 */
export async function uploadImage(
  productId: number,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Versioned<EditorImage>> {
  const token = await adminApi.csrfToken();
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiPath(ADMIN_API.productImages, { id: productId }));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('X-CSRF-TOKEN', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve({
          value: adminImageSchema.parse(JSON.parse(xhr.responseText)),
          version: versionOf(xhr.getResponseHeader(PRODUCT_VERSION_HEADER)),
        });
      } else {
        const res = new Response(xhr.responseText || null, {
          status: xhr.status,
          headers: { 'Content-Type': 'application/json' },
        });
        void toError(res).then(reject);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, null, 'network_error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
