export { createSitemapService, type SitemapService } from './sitemap-service';
