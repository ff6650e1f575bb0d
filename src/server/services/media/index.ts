/**
 * Media: stored files and their variants (where they live, encoding, sniffing, srcset) and the demo
 * placeholders. A product's pictures as rows are services/images.
 */
export { createMediaService } from './demo-images';
export { createFileMediaStore, type MediaStore, type StoredMedia } from './store';
