// The whole database schema, one file per noun. drizzle-kit reads this file (drizzle.config.ts).
export * from './common.js';
export * from './categories.js';
export * from './products.js';
export * from './attributes.js';
export * from './presets.js';
export * from './content.js';
export * from './users.js';
export * from './refresh-tokens.js';
export * from './carts.js';
export * from './wishlist.js';
export * from './compare.js';
export * from './orders.js';
export * from './customization-requests.js';
export * from './shared-carts.js';
export * from './one-time-codes.js';
export * from './outbox.js';
export * from './relations.js';
