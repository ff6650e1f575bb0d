// The slug rules live in src/domain/slug.ts (the back office's editor shows the address a title
// makes, in the browser); the seed and the services keep importing them from here.
export { SlugRegistry, slugify } from '#domain/slug';
