/** The shop's own pages (`/{locale}/pages/{slug}`): the legal ones and the two notices. */
export const SHOP_PAGE_SLUGS = [
  'terms',
  'privacy',
  'returns',
  'delivery-payment',
  'legal-guarantee',
  'accessibility',
] as const;
