import { relations } from 'drizzle-orm';
import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  productAttributeValues,
} from './attributes';
import { cartLines, carts } from './carts';
import { categories, categoryTranslations } from './categories';
import { compareItems, compareSessions } from './compare';
import {
  contentPosts,
  contentPostTranslations,
  contentSections,
  contentSectionTranslations,
} from './content';
import { orderLines, orders } from './orders';
import { presets, presetTranslations } from './presets';
import { productImages, products, productTranslations } from './products';
import { users } from './users';
import { wishlistItems } from './wishlist';

// Relations only feed drizzle's relational query API (`db.query.x.findMany({ with })`);
// they create nothing in the database.

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentId],
    references: [categories.id],
    relationName: 'tree',
  }),
  children: many(categories, { relationName: 'tree' }),
  translations: many(categoryTranslations),
  products: many(products),
  presets: many(presets),
}));
export const categoryTranslationsRelations = relations(categoryTranslations, ({ one }) => ({
  category: one(categories, {
    fields: [categoryTranslations.categoryId],
    references: [categories.id],
  }),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  translations: many(productTranslations),
  images: many(productImages),
  attributeValues: many(productAttributeValues),
}));
export const productTranslationsRelations = relations(productTranslations, ({ one }) => ({
  product: one(products, { fields: [productTranslations.productId], references: [products.id] }),
}));
export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export const attributesRelations = relations(attributes, ({ many }) => ({
  translations: many(attributeTranslations),
  values: many(attributeValues),
}));
export const attributeTranslationsRelations = relations(attributeTranslations, ({ one }) => ({
  attribute: one(attributes, {
    fields: [attributeTranslations.attributeId],
    references: [attributes.id],
  }),
}));
export const attributeValuesRelations = relations(attributeValues, ({ one, many }) => ({
  attribute: one(attributes, {
    fields: [attributeValues.attributeId],
    references: [attributes.id],
  }),
  translations: many(attributeValueTranslations),
  products: many(productAttributeValues),
}));
export const attributeValueTranslationsRelations = relations(
  attributeValueTranslations,
  ({ one }) => ({
    value: one(attributeValues, {
      fields: [attributeValueTranslations.valueId],
      references: [attributeValues.id],
    }),
  }),
);
export const productAttributeValuesRelations = relations(productAttributeValues, ({ one }) => ({
  product: one(products, { fields: [productAttributeValues.productId], references: [products.id] }),
  value: one(attributeValues, {
    fields: [productAttributeValues.valueId],
    references: [attributeValues.id],
  }),
}));

export const presetsRelations = relations(presets, ({ one, many }) => ({
  category: one(categories, { fields: [presets.categoryId], references: [categories.id] }),
  translations: many(presetTranslations),
}));
export const presetTranslationsRelations = relations(presetTranslations, ({ one }) => ({
  preset: one(presets, { fields: [presetTranslations.presetId], references: [presets.id] }),
}));

export const contentSectionsRelations = relations(contentSections, ({ many }) => ({
  translations: many(contentSectionTranslations),
  posts: many(contentPosts),
}));
export const contentSectionTranslationsRelations = relations(
  contentSectionTranslations,
  ({ one }) => ({
    section: one(contentSections, {
      fields: [contentSectionTranslations.sectionId],
      references: [contentSections.id],
    }),
  }),
);
export const contentPostsRelations = relations(contentPosts, ({ one, many }) => ({
  section: one(contentSections, {
    fields: [contentPosts.sectionId],
    references: [contentSections.id],
  }),
  translations: many(contentPostTranslations),
}));
export const contentPostTranslationsRelations = relations(contentPostTranslations, ({ one }) => ({
  post: one(contentPosts, {
    fields: [contentPostTranslations.postId],
    references: [contentPosts.id],
  }),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  cart: one(carts),
  wishlist: many(wishlistItems),
  orders: many(orders),
}));
export const cartsRelations = relations(carts, ({ one, many }) => ({
  user: one(users, { fields: [carts.userId], references: [users.id] }),
  lines: many(cartLines),
}));
export const cartLinesRelations = relations(cartLines, ({ one }) => ({
  cart: one(carts, { fields: [cartLines.cartId], references: [carts.id] }),
  product: one(products, { fields: [cartLines.productId], references: [products.id] }),
}));
export const wishlistItemsRelations = relations(wishlistItems, ({ one }) => ({
  user: one(users, { fields: [wishlistItems.userId], references: [users.id] }),
  product: one(products, { fields: [wishlistItems.productId], references: [products.id] }),
}));
export const compareSessionsRelations = relations(compareSessions, ({ many }) => ({
  items: many(compareItems),
}));
export const compareItemsRelations = relations(compareItems, ({ one }) => ({
  session: one(compareSessions, {
    fields: [compareItems.sessionId],
    references: [compareSessions.id],
  }),
  product: one(products, { fields: [compareItems.productId], references: [products.id] }),
}));
export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  lines: many(orderLines),
}));
export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderLines.productId], references: [products.id] }),
}));
