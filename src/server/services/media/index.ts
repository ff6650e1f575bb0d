/** Demo placeholder images (`media`), products' uploaded images (`images`) and where files live. */
export { createMediaService } from './demo-images';
export { createDocumentsService, type DocumentsService } from './documents-service';
export { createImagesService, type ImagesService } from './images-service';
export { createFileMediaStore, type MediaStore, type StoredMedia } from './store';
