export { createProductGroupsService, type ProductGroupsService } from './product-groups';
