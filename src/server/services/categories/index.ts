export { createCategoriesService } from './categories';
