export { createContentService, type ContentService } from './content-service.js';
export { createContentAdminService, type ContentAdminService } from './content-admin.js';
export { createPublishTimer, type PublishTimer } from './publish-timer.js';
