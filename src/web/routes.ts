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
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
