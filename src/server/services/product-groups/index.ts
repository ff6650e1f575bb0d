export {
  createProductGroupsService,
  withGroupSiblings,
  type ProductGroupsService,
} from './product-groups';
