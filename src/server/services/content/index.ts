export { createContentService, type ContentService } from './content-service';
export { createContentAdminService, type ContentAdminService } from './content-admin';
export { createPublishTimer, type PublishTimer } from './publish-timer';
