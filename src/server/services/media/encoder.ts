import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { DomainError } from '#domain/errors';
import { sniffImageType, type ImageType } from './sniff';

/**
 * Turns an uploaded photo into the files the shop serves: a few widths in AVIF and WebP, and one
 * JPEG for browsers that read neither (docs/decisions/017-product-images.md). The upload itself
 * is never stored: every file is re-encoded from its pixels, turned upright by its EXIF
 * orientation, in sRGB, with no metadata (no EXIF, so no GPS position, no camera serial).
 */

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** `srcset` widths; an image is never enlarged, so a small one gets fewer (and its own width). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
/** A tall image (a poster, a size chart) stops at four times the widest width (decodeUpload). */
const TALL = 4;
/** The one JPEG: the `src` for old browsers, cart thumbnails, Open Graph and JSON-LD. */
export const FALLBACK_WIDTH = 640;
/**
 * Larger inputs are refused before decoding (a 40 KB PNG can claim 50,000 × 50,000 pixels and
 * decode to gigabytes). 50 megapixels covers any camera's ordinary output.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

const EXT: Record<ImageFormat, 'avif' | 'webp' | 'jpg'> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
};
const CONTENT_TYPE: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

export interface ImageVariant {
  format: ImageFormat;
  width: number;
  height: number;
  /** The file name's extension (`jpg` for JPEG). */
  ext: 'avif' | 'webp' | 'jpg';
  contentType: string;
  bytes: Buffer;
}

export interface EncodedImage {
  /** What the upload was, by its content. */
  type: ImageType;
  /** The largest variant's size. */
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** The widths made for an image `width` pixels wide (after the cap), smallest first. */
export function variantWidths(width: number): number[] {
  return [...new Set([...IMAGE_WIDTHS.filter((w) => w < width), Math.min(width, MAX_WIDTH)])];
}

/** The names sharp's metadata gives each accepted type (AVIF is HEIF with AV1 inside). */
function decodedAs(meta: Metadata): ImageType | null {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return meta.format;
  if (meta.format === 'heif' && meta.compression === 'av1') return 'avif';
  return null;
}

export interface DecodeOptions {
  maxPixels?: number;
  /** The types taken (default every `ImageType`); another is `unsupported_image_type`. */
  accept?: readonly ImageType[];
  /** The widest the pixels are kept (default the widest srcset width). */
  maxWidth?: number;
}

/**
 * An upload's pixels, upright and in sRGB, no wider than `maxWidth`, or a refusal. Two witnesses
 * must agree on its type: the first bytes, and the decoder sharp picks for them. An SVG named
 * .png, a GIF, a HEIC or a text file fails the first; a doctored header the second.
 */
async function decodeUpload(
  input: Buffer,
  { maxPixels = MAX_INPUT_PIXELS, accept, maxWidth = MAX_WIDTH }: DecodeOptions,
): Promise<{ type: ImageType; base: { data: Buffer; info: OutputInfo } }> {
  const type = sniffImageType(input);
  if (!type || (accept && !accept.includes(type))) throw unsupportedImage(accept);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw unreadableImage(error);
  }
  if (decodedAs(meta) !== type) throw unsupportedImage(accept);
  if (!(meta.width > 0 && meta.height > 0)) throw unreadableImage();
  if (meta.width * meta.height > maxPixels) throw tooManyPixels(maxPixels);
  try {
    const base = await sharp(input, {
      limitInputPixels: maxPixels,
      failOn: 'error',
      autoOrient: true,
    })
      .resize({ width: maxWidth, height: maxWidth * TALL, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { type, base };
  } catch (error) {
    throw unreadableImage(error);
  }
}

/**
 * One JPEG of a photo kept as evidence, not shown in the shop (a complaint's photos,
 * docs/decisions/060-complaint-photos.md): the same checks and the same stripping of metadata as
 * the shop's images, one file up to `maxWidth` wide instead of a srcset.
 */
export async function encodeSingleJpeg(
  input: Buffer,
  options: DecodeOptions & { maxWidth: number },
): Promise<ImageVariant & { type: ImageType }> {
  const { type, base } = await decodeUpload(input, options);
  const { width, height, channels } = base.info;
  const { data, info } = await sharp(base.data, {
    raw: { width, height, channels: channels as 1 | 2 | 3 | 4 },
  })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return {
    type,
    format: 'jpeg',
    width: info.width,
    height: info.height,
    ext: 'jpg',
    contentType: 'image/jpeg',
    bytes: data,
  };
}

export async function encodeImage(
  input: Buffer,
  { maxPixels = MAX_INPUT_PIXELS }: { maxPixels?: number } = {},
): Promise<EncodedImage> {
  const { type, base } = await decodeUpload(input, { maxPixels });

  // Every variant is cut from these upright sRGB pixels: the upload is decoded once.
  const { width, height, channels } = base.info;
  const raw = { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } };
  const variants: ImageVariant[] = [];
  const encode = async (format: ImageFormat, w: number) => {
    let pipeline = sharp(base.data, raw).resize({ width: w });
    if (format === 'avif') pipeline = pipeline.avif({ quality: 50, effort: 3 });
    else if (format === 'webp') pipeline = pipeline.webp({ quality: 78, effort: 4 });
    else
      pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const variant = {
      format,
      width: info.width,
      height: info.height,
      ext: EXT[format],
      contentType: CONTENT_TYPE[format],
      bytes: data,
    };
    variants.push(variant);
  };
  // One after another: an upload must not take every core from the shop's pages.
  const widths = variantWidths(width);
  for (const w of widths) {
    await encode('avif', w);
    await encode('webp', w);
  }
  await encode('jpeg', Math.min(FALLBACK_WIDTH, width));
  const largest = variants.find((v) => v.format === 'webp' && v.width === widths.at(-1))!;
  return { type, width: largest.width, height: largest.height, variants };
}

// ---- refusals ---------------------------------------------------------------------------------

export const ACCEPTED_IMAGES = 'JPEG, PNG, WebP or AVIF';

function unsupportedImage(accept?: readonly ImageType[]): DomainError {
  const names = accept
    ? accept
        .map((t) => (t === 'jpeg' ? 'JPEG' : t === 'png' ? 'PNG' : t === 'webp' ? 'WebP' : 'AVIF'))
        .join(', ')
    : ACCEPTED_IMAGES;
  const message = `The file is not a ${names} image (SVG, GIF, HEIC and other types are not accepted)`;
  return new DomainError('validation', 'unsupported_image_type', {
    message,
    fields: { file: [message] },
  });
}

function tooManyPixels(maxPixels: number): DomainError {
  const message = `The image has more than ${Math.floor(maxPixels / 1_000_000)} megapixels`;
  return new DomainError('validation', 'image_too_large', { message, fields: { file: [message] } });
}

function unreadableImage(cause?: unknown): DomainError {
  const message = 'The image is damaged or cannot be read';
  return new DomainError('validation', 'image_unreadable', {
    message,
    fields: { file: [message] },
    cause,
  });
}
