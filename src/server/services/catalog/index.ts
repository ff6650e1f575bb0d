export { createCatalogService, type CatalogService } from './catalog-service';
