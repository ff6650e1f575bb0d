import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  index('routes/root-redirect.tsx'),
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('catalog/:category/*', 'routes/catalog.tsx'),
    route('product/:slug', 'routes/product.tsx'),
    route('search', 'routes/search.tsx'),
    route('sales/*', 'routes/sales.tsx'),
    // Blog and news share their modules. Below a section sit its later pages (`page=2`) and its
    // posts (`{post-slug}`): one segment either way, which React Router cannot tell apart, so
    // the section route takes the splat and hands a post slug to the post's loader and view.
    route('blog', 'routes/content-list.tsx', { id: 'blog-list' }),
    route('blog/:section/*', 'routes/content-section.tsx', { id: 'blog-show' }),
    route('news', 'routes/content-list.tsx', { id: 'news-list' }),
    route('news/:section/*', 'routes/content-section.tsx', { id: 'news-show' }),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('stock-alerts/unsubscribe', 'routes/stock-alert-unsubscribe.tsx'),
    route('account', 'routes/account.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('cart/shared/:token', 'routes/cart-shared.tsx'),
    route('wishlist', 'routes/wishlist.tsx'),
    route('compare', 'routes/compare.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('order/:orderId', 'routes/order-status.tsx'),
    route('pages/:slug', 'routes/shop-page.tsx'),
  ]),
  // The back office (docs/decisions/018-back-office-app.md): outside `:locale`, with its own
  // layout, stylesheet and error pages; nothing of it loads on a shop page.
  route('admin', 'admin/routes/admin-root.tsx', { id: 'admin' }, [
    route('login', 'admin/routes/login.tsx'),
    layout('admin/routes/shell.tsx', [
      index('admin/routes/dashboard.tsx'),
      route('products', 'admin/routes/products.tsx'),
      route('products/new', 'admin/routes/products-new.tsx'),
      route('products/:id', 'admin/routes/products-edit.tsx'),
      route('categories', 'admin/routes/categories.tsx'),
      route('presets', 'admin/routes/presets.tsx'),
      route('import', 'admin/routes/import.tsx'),
      route('reviews', 'admin/routes/reviews.tsx'),
      route('orders', 'admin/routes/orders.tsx'),
      route('orders/:id', 'admin/routes/orders-detail.tsx'),
      route('delivery-methods', 'admin/routes/delivery-methods.tsx'),
      route('promotions', 'admin/routes/promotions.tsx'),
      route('staff', 'admin/routes/staff.tsx'),
      route('audit', 'admin/routes/audit.tsx'),
      route('posts', 'admin/routes/posts.tsx'),
      route('posts/new', 'admin/routes/posts-new.tsx'),
      route('posts/:id', 'admin/routes/posts-edit.tsx'),
      route('content/sections', 'admin/routes/content-sections.tsx'),
      route('shop-pages', 'admin/routes/shop-pages.tsx'),
      route('shop-pages/:slug', 'admin/routes/shop-pages-edit.tsx'),
      route('requests', 'admin/routes/requests.tsx'),
      route('requests/:id', 'admin/routes/request-detail.tsx'),
      route('settings', 'admin/routes/settings.tsx'),
      route('account', 'admin/routes/account.tsx'),
      route('*', 'admin/routes/not-found.tsx', { id: 'admin-not-found' }),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
