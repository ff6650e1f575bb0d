export { createCategoriesService } from './categories.js';
