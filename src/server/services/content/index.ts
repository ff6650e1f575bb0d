export { createContentService, type ContentService } from './content-service.js';
