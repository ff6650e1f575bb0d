import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/root-redirect.tsx'),
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('catalog/:category/*', 'routes/catalog.tsx'),
    route('product/:slug', 'routes/product.tsx'),
    route('search', 'routes/search.tsx'),
    route('sales/*', 'routes/sales.tsx'),
    route('blog', 'routes/content-list.tsx', { id: 'blog-list' }),
    route('blog/:section/*', 'routes/content-section.tsx', { id: 'blog-show' }),
    route('news', 'routes/content-list.tsx', { id: 'news-list' }),
    route('news/:section/*', 'routes/content-section.tsx', { id: 'news-show' }),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('account', 'routes/account.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('cart/shared/:token', 'routes/cart-shared.tsx'),
    route('wishlist', 'routes/wishlist.tsx'),
    route('compare', 'routes/compare.tsx'),
  ]),
  // TEMPORARY parent until the back office's shell lands (then its `admin` layout holds these).
  route('admin', 'admin/routes/products-temp-layout.tsx', [
    // ---- Products (wt-ui-products): admin/products, admin/products/new, admin/products/:id ----
    route('products', 'admin/routes/products.tsx'),
    route('products/new', 'admin/routes/products-new.tsx'),
    route('products/:id', 'admin/routes/products-edit.tsx'),
    // ---- end of products ----
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
