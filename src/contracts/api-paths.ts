/**
 * Every address of the shop's JSON API, in one table: the server registers its routes with these
 * strings (Fastify reads `:name` as a parameter) and the browser's calls build their URLs from the
 * same strings with `apiPath()`, so a renamed route cannot leave a caller behind.
 * The calls themselves are described in docs/api.md and the OpenAPI document.
 */
export const API = {
  // Accounts
  login: '/api/client/:locale/auth/login',
  register: '/api/client/:locale/user/register',
  me: '/api/client/auth/me',
  meExport: '/api/client/auth/me/export',
  logout: '/api/client/auth/logout',
  refreshToken: '/api/client/auth/refresh/token',
  resetPassword: '/api/client/auth/reset/password',
  sendPhoneCode: '/api/client/auth/send/phone_code',
  verifyPhoneCode: '/api/client/auth/verify/phone_code',
  userLocale: '/api/client/user/locale',

  // Catalogue
  categoryTree: '/api/client/:locale/category/tree',
  productData: '/api/client/:locale/get-product-data/:id',
  catalogCount: '/api/client/:locale/catalog/:categoryId/count',
  catalogCountDefaultLocale: '/api/client/catalog/:categoryId/count',
  catalogPage: '/api/client/:locale/catalog/:categoryId/pagination/yet',
  salesPage: '/api/client/:locale/sales/categories/:categoryId/pagination/yet',
  salesSearchPage: '/api/client/sales/search/pagination/yet',
  searchPage: '/api/client/:locale/search/result/pagination/yet',
  searchSuggest: '/api/client/:locale/search/suggest',
  productGallery: '/api/client/products/gallery',
  headerCount: '/api/client/header/products/count',
  stockAlert: '/api/client/:locale/products/:id/notify',
  stockAlertUnsubscribe: '/api/client/stock-alerts/unsubscribe',

  // Cart and orders
  cart: '/api/client/cart',
  cartSet: '/api/client/cart/add',
  cartCombine: '/api/client/cart/combine',
  cartCheck: '/api/client/cart/check/products',
  cartLink: '/api/client/cart/link',
  cartOrder: '/api/client/cart/order',
  quickOrder: '/api/client/products/order/:id',
  orders: '/api/client/orders',
  customizationRequest: '/api/client/customization-request',
  sharedCartSend: '/cart/sharing',
  sharedCartLink: '/cart/sharing/link',

  // Checkout, delivery and payment
  checkoutQuote: '/api/client/:locale/checkout/quote',
  checkout: '/api/client/:locale/checkout',
  checkoutOrderStatus: '/api/client/checkout/orders/:orderId',
  deliveryPoints: '/api/client/delivery/points',
  shopPage: '/api/client/:locale/pages/:slug',

  // After the sale (docs/api.md "After the sale"): the withdrawal function and complaints
  withdrawalOrder: '/api/client/:locale/withdrawals/order',
  withdrawals: '/api/client/:locale/withdrawals',
  withdrawalConfirm: '/api/client/withdrawals/:withdrawalId/confirm',
  complaints: '/api/client/:locale/complaints',
  complaintPhoto: '/api/client/complaint-photos/:photoKey/:n',
  // The shopper's address book
  myAddresses: '/api/client/auth/me/addresses',
  myAddress: '/api/client/auth/me/addresses/:id',
  /** Each configured payment provider's (`stripe`: Stripe's older address, the same route). */
  paymentWebhook: '/api/payments/:provider/webhook',
  inpostWebhook: '/api/shipping/inpost/webhook',

  // Wish list and comparison
  wishlist: '/api/client/wish_list',
  wishlistAdd: '/api/client/wish_list/add/:id',
  wishlistDelete: '/api/client/wish_list/delete/:id',
  compareGet: '/get/comparisons',
  compareSet: '/set/comparison',
  compareDelete: '/delete/comparison',
  compareClear: '/clear/comparisons',

  // Reviews
  productReviews: '/api/client/:locale/products/:id/reviews',
  reviewCreate: '/api/client/products/:id/reviews',
  myReview: '/api/client/products/:id/reviews/mine',
  review: '/api/client/reviews/:id',
  reviewHelpful: '/api/client/reviews/:id/helpful',

  // A fresh CSRF token (and its cookie) for a page that was rendered without one.
  csrfToken: '/api/client/csrf-token',
} as const;

export type ApiPath = (typeof API)[keyof typeof API];

/** `{ locale: …, id: … }` for `/api/client/:locale/get-product-data/:id`; `{}` without params. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/**
 * Fills a path's `:params` (URL-encoded) and appends `query` (entries left `undefined` are left
 * out): `apiPath(API.productData, { locale: 'pl', id: 7 })` → `/api/client/pl/get-product-data/7`.
 */
export function apiPath<P extends string>(
  path: P,
  params: PathParams<P>,
  query?: Record<string, string | number | undefined>,
): string {
  const values = params as Record<string, string | number>;
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** The back office's API (`/api/admin`; staff sessions), shared the same way with `src/web/admin`. */
export const ADMIN_API = {
  login: '/api/admin/auth/login',
  logout: '/api/admin/auth/logout',
  me: '/api/admin/auth/me',
  password: '/api/admin/auth/password',
  audit: '/api/admin/audit',
  staff: '/api/admin/staff',
  staffMember: '/api/admin/staff/:id',
  jobs: '/api/admin/jobs',
  jobRetry: '/api/admin/jobs/:id/retry',
  jobAbandon: '/api/admin/jobs/:id/abandon',
  categories: '/api/admin/categories',
  category: '/api/admin/categories/:id',
  presets: '/api/admin/presets',
  preset: '/api/admin/presets/:id',
  products: '/api/admin/products',
  product: '/api/admin/products/:id',
  productsBulk: '/api/admin/products/bulk',
  productsExport: '/api/admin/products/export',
  productsImport: '/api/admin/products/import',
  importJob: '/api/admin/products/import/jobs/:id',
  productImages: '/api/admin/products/:id/images',
  productImage: '/api/admin/products/:id/images/:imageId',
  productImagesOrder: '/api/admin/products/:id/images/order',
  productDocuments: '/api/admin/products/:id/documents',
  productDocument: '/api/admin/products/:id/documents/:documentId',
  productGroups: '/api/admin/product-groups',
  productGroup: '/api/admin/product-groups/:id',
  contentSections: '/api/admin/content/sections',
  contentSection: '/api/admin/content/sections/:id',
  contentPosts: '/api/admin/content/posts',
  contentPost: '/api/admin/content/posts/:id',
  contentImages: '/api/admin/content/images',
  reviews: '/api/admin/reviews',
  review: '/api/admin/reviews/:id',
  promotions: '/api/admin/promotions',
  promotion: '/api/admin/promotions/:id',
  orders: '/api/admin/orders',
  ordersExport: '/api/admin/orders/export',
  order: '/api/admin/orders/:id',
  orderShipment: '/api/admin/orders/:id/shipment',
  orderShipmentLabel: '/api/admin/orders/:id/shipment/label',
  orderShipments: '/api/admin/orders/shipments',
  orderShipmentLabels: '/api/admin/orders/shipments/labels',
  returns: '/api/admin/returns',
  return: '/api/admin/returns/:id',
  returnRefund: '/api/admin/returns/:id/refund',
  returnRefundSent: '/api/admin/returns/:id/refund/sent',
  returnPhoto: '/api/admin/returns/:id/photos/:n',
  requests: '/api/admin/requests',
  request: '/api/admin/requests/:id',
  dashboard: '/api/admin/dashboard',
  settings: '/api/admin/settings',
  deliveryMethods: '/api/admin/delivery-methods',
  deliveryMethod: '/api/admin/delivery-methods/:id',
  manufacturers: '/api/admin/manufacturers',
  manufacturer: '/api/admin/manufacturers/:id',
  shopPages: '/api/admin/shop-pages',
  shopPage: '/api/admin/shop-pages/:slug',
} as const;
