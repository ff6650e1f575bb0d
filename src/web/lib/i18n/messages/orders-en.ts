import type { MessagesOf } from '../translate';
import type { ordersPl } from './orders-pl';

export const ordersEn: MessagesOf<typeof ordersPl> = {
  'cart.order.empty': 'This cart has already been ordered or is empty.',
  'order.quick.soldOut':
    'We do not have that many left. Lower the quantity or ask about delivery time.',
  'order.custom.productGone': 'This product is no longer offered.',
  'cart.order.start': 'Order',
  'cart.order.login': 'Log in to order',
  'cart.order.title': 'Your details',
  'cart.order.submit': 'Place order, pay on delivery',
  'cart.order.conflict': 'Some products have just sold out. Check your cart and try again.',
  'cart.order.thanks': 'Thank you for your order!',
  'cart.order.number': 'Order no. {id}',
  'cart.order.emailSent': 'We have e-mailed you a confirmation.',
  'cart.order.history': 'My orders',
  'cart.shared.title': 'Shared cart',
  'cart.shared.intro': 'Someone shared this cart with you. Prices and availability are up to date.',
  'cart.shared.count': 'Quantity: {count}',
  'cart.shared.add': 'Add to my cart',
  'cart.shared.replace': 'Replace my cart',
  'cart.shared.added': 'The products were added to your cart.',
  'cart.shared.replaced': 'Your cart now holds these products.',
};
