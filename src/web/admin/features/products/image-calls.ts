import type { Locale } from '../../../../domain/locale';
import { adminApi, toApiError, AdminApiError } from './shell';

/**
 * A product's images in the back office (CONTRACT.md "Back office", built by the media part):
 * list, upload (multipart, field `file`), alt text per locale, order, delete.
 */

export interface EditorImage {
  id: number;
  url: string;
  width: number;
  height: number;
  position: number;
  alt: Partial<Record<Locale, string>>;
}

/** What the browser accepts before asking the server, which judges the bytes themselves. */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type FileProblem = 'type' | 'svg' | 'size' | 'empty';

/** Why a chosen file will not be sent, or null. SVG is named apart: it can carry script. */
export function fileProblem(file: {
  name: string;
  type: string;
  size: number;
}): FileProblem | null {
  if (file.type === 'image/svg+xml' || /\.svgz?$/i.test(file.name)) return 'svg';
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}

/** The images answer: a list, or `{ images }` / `{ items }` around one. */
export function imagesOf(answer: unknown): EditorImage[] {
  const list = Array.isArray(answer)
    ? answer
    : ((answer as { images?: unknown; items?: unknown } | null)?.images ??
      (answer as { items?: unknown } | null)?.items ??
      []);
  return (list as EditorImage[])
    .map((image) => ({ ...image, alt: image.alt ?? {} }))
    .sort((a, b) => a.position - b.position);
}

const base = (productId: number) => `/api/admin/products/${productId}/images`;
const quiet = { quiet: true } as const;

export async function fetchImages(productId: number, signal?: AbortSignal) {
  return imagesOf(await adminApi.get<unknown>(base(productId), { ...quiet, signal }));
}

export function saveImageAlt(
  productId: number,
  imageId: number,
  alt: Partial<Record<Locale, string>>,
) {
  return adminApi.patch<unknown>(`${base(productId)}/${imageId}`, { alt }, quiet);
}

export function saveImageOrder(productId: number, ids: number[]) {
  return adminApi.put<unknown>(`${base(productId)}/order`, { ids }, quiet);
}

export function deleteImage(productId: number, imageId: number) {
  return adminApi.delete<unknown>(`${base(productId)}/${imageId}`, quiet);
}

async function csrfToken(): Promise<string> {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (meta) return meta;
  const res = await fetch('/api/client/csrf-token', { credentials: 'same-origin' });
  return ((await res.json()) as { token: string }).token;
}

/**
 * One file up, with progress. XMLHttpRequest, because fetch reports no upload progress. The
 * answer's failures become the same AdminApiError as every other call's.
 */
export async function uploadImage(
  productId: number,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  const token = await csrfToken();
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', base(productId));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('X-CSRF-TOKEN', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const res = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        headers: { 'Content-Type': 'application/json' },
      });
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(xhr.responseText ? JSON.parse(xhr.responseText) : undefined);
      } else void toApiError(res).then(reject);
    };
    xhr.onerror = () => reject(new AdminApiError(0, null, 'network_error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
