/** Demo placeholder images (`media`), products' uploaded images (`images`) and where files live. */
export { createMediaService } from './demo-images.js';
export { createImagesService, type ImagesService } from './images-service.js';
export { createFileMediaStore, type MediaStore } from './store.js';
