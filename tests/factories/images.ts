import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Images for upload tests, made with sharp at test time (no binary fixtures): a photo-like
 * gradient, so encoders do real work and the sizes are realistic.
 */
export type TestImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export async function makeImage(
  format: TestImageFormat,
  { width = 1600, height = 1200, alpha = false } = {},
): Promise<Buffer> {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * channels;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128 + 100 * Math.sin(x / 40) * Math.cos(y / 60);
      if (alpha) pixels[i + 3] = x < width / 2 ? 255 : 0;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels } });
  return image[format]().toBuffer();
}

/**
 * A JPEG as a phone writes it: stored landscape with EXIF orientation 6 ("turn 90° clockwise
 * to view"), a GPS position and a camera serial in its EXIF.
 */
export async function makePhoneJpeg({ width = 800, height = 600 } = {}): Promise<Buffer> {
  const plain = await makeImage('jpeg', { width, height });
  return sharp(plain)
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'TP-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 0/1', GPSLongitudeRef: 'E' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
);

/**
 * A decompression bomb: a real PNG whose header claims `width` × `height` pixels (the CRC is
 * fixed up, so decoders believe it). Tiny on disk, gigabytes once decoded.
 */
export async function makePixelBomb(width = 30_000, height = 30_000): Promise<Buffer> {
  const png = Buffer.from(await makeImage('png', { width: 16, height: 16 }));
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4), ... CRC over type+data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
