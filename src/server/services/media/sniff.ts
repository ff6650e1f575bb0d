/** The image types the shop accepts, told by their first bytes (never by a name or a header). */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * The accepted type a file's content starts like, or null. SVG, GIF, HEIC, TIFF, text and the
 * rest are null whatever they are called. AVIF is an ISO-BMFF `ftyp` box whose major or
 * compatible brands name `avif` (still) or `avis` (sequence); HEIC names `heic`/`mif1` only.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
    const end = Math.min(size, bytes.length, 256);
    if (size < 16 || size % 4 !== 0) return null;
    // Major brand at 8, minor version at 12, compatible brands from 16.
    const brands = [ascii(bytes, 8, 12)];
    for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(bytes, i, i + 4));
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'avif';
  }
  return null;
}

/**
 * Whether a file's content is a PDF: it starts `%PDF-1.` or `%PDF-2.` and ends with the `%%EOF`
 * marker (within the last KiB: writers may add a line end or a little padding). A file merely
 * named .pdf, or an HTML or image one, is not.
 */
export function isPdf(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false;
  if (!/^%PDF-[12]\.$/.test(ascii(bytes, 0, 7))) return false;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return tail.includes('%%EOF');
}
