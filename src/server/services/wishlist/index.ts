export { createWishlistService, type WishlistService } from './wishlist-service';
