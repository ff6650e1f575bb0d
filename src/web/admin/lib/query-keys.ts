/**
 * The first element of every back-office query key, one per feature. A feature's key factory
 * (`features/<noun>/<noun>-queries.ts`) starts from its root, and a feature whose write changes
 * another's figures invalidates that feature's root from here: features import no other feature
 * except along the edges of eslint.config.js (docs/back-office/conventions.md).
 */
export const queryRoots = {
  audit: ['audit'],
  categories: ['categories'],
  content: ['content'],
  dashboard: ['dashboard'],
  /** The dashboard's cards' counts: asked once, not with every dashboard refresh. */
  dashboardCounts: ['dashboard-count'],
  delivery: ['delivery'],
  import: ['import'],
  jobs: ['jobs'],
  manufacturers: ['manufacturers'],
  orders: ['orders'],
  presets: ['presets'],
  promotions: ['promotions'],
  products: ['products'],
  productGroups: ['product-groups'],
  /** The products screens' category picker: kept a minute, not asked again with every product write. */
  productCategories: ['product-categories'],
  requests: ['requests'],
  returns: ['returns'],
  reviews: ['reviews'],
  settings: ['settings'],
  shopPages: ['shop-pages'],
  staff: ['staff'],
} as const;
