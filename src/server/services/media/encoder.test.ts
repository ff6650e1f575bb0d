import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SVG_WITH_SCRIPT, makeImage, makePhoneJpeg, makePixelBomb } from '#tests/factories/images';
import { isDomainError } from '#domain/errors';
import { encodeImage, variantWidths } from './encoder';
import { sniffImageType } from './sniff';

const refusal = async (input: Buffer, options?: { maxPixels?: number }) => {
  try {
    await encodeImage(input, options);
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('sniffImageType', () => {
  it('knows the four accepted types by their first bytes, whatever else they are', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
      expect(sniffImageType(await makeImage(format, { width: 32, height: 32 }))).toBe(format);
    }
    expect(sniffImageType(SVG_WITH_SCRIPT)).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00'))).toBeNull();
    expect(sniffImageType(Buffer.from('just some text, not an image at all'))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    // HEIC: an ftyp box without an AVIF brand.
    const heic = Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1');
    expect(sniffImageType(heic)).toBeNull();
  });
});

describe('variantWidths', () => {
  it('never enlarges, and keeps an odd width as the largest', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(100)).toEqual([100]);
  });
});

describe('encodeImage', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'turns a %s into AVIF and WebP widths and one JPEG',
    async (format) => {
      const image = await encodeImage(await makeImage(format, { width: 1500, height: 1000 }));
      expect(image.type).toBe(format);
      expect([image.width, image.height]).toEqual([1280, 853]);
      const listed = image.variants.map((v) => `${v.format}:${v.width}x${v.height}`);
      expect(listed).toEqual([
        'avif:320x213',
        'webp:320x213',
        'avif:640x427',
        'webp:640x427',
        'avif:960x640',
        'webp:960x640',
        'avif:1280x853',
        'webp:1280x853',
        'jpeg:640x427',
      ]);
      for (const v of image.variants) {
        const meta = await sharp(v.bytes).metadata();
        expect(meta.format).toBe(v.format === 'avif' ? 'heif' : v.format);
        expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      }
    },
  );

  it('turns a phone photo upright and drops its EXIF (GPS position, camera)', async () => {
    const input = await makePhoneJpeg({ width: 800, height: 600 });
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.length).toBeGreaterThan(0);
    const image = await encodeImage(input);
    expect([image.width, image.height]).toEqual([600, 800]);
    for (const v of image.variants) {
      const meta = await sharp(v.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.height).toBeGreaterThan(meta.width);
      expect(v.bytes.includes('TestPhone')).toBe(false);
    }
  });

  it('keeps transparency in AVIF and WebP and puts the JPEG on white', async () => {
    const image = await encodeImage(
      await makeImage('png', { width: 400, height: 300, alpha: true }),
    );
    const webp = image.variants.find((v) => v.format === 'webp')!;
    expect((await sharp(webp.bytes).metadata()).hasAlpha).toBe(true);
    const jpeg = image.variants.find((v) => v.format === 'jpeg')!;
    const { data } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
    // The right half was transparent: white now.
    const px = (400 * 150 + 390) * 3;
    expect([...data.subarray(px, px + 3)].every((c) => c > 245)).toBe(true);
  });

  it('refuses SVG (it can carry script), text and look-alikes, by content', async () => {
    expect(await refusal(SVG_WITH_SCRIPT)).toBe('unsupported_image_type');
    expect(await refusal(Buffer.from('hello, this is a text file\n'.repeat(20)))).toBe(
      'unsupported_image_type',
    );
    const gif = await sharp(await makeImage('png', { width: 20, height: 20 }))
      .gif()
      .toBuffer();
    expect(await refusal(gif)).toBe('unsupported_image_type');
    // The first bytes of a PNG on something that is not one.
    const fake = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), SVG_WITH_SCRIPT]);
    expect(await refusal(fake)).toBe('image_unreadable');
  });

  it('refuses a decompression bomb before decoding it', async () => {
    expect(await refusal(await makePixelBomb())).toBe('image_too_large');
    // A genuine image over a lower limit: the same rule.
    expect(
      await refusal(await makeImage('png', { width: 200, height: 200 }), { maxPixels: 10_000 }),
    ).toBe('image_too_large');
  });

  it('refuses a truncated file', async () => {
    const jpeg = await makeImage('jpeg', { width: 600, height: 400 });
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toBe('image_unreadable');
  });
});
