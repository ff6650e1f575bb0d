import type { MessagesOf } from '../translate';
import type { ordersPl } from './orders-pl';

export const ordersRu: MessagesOf<typeof ordersPl> = {
  'cart.order.empty': 'Эта корзина уже оформлена или пуста.',
  'order.quick.soldOut':
    'Столько штук уже нет. Уменьшите количество или спросите о сроке поставки.',
  'order.custom.productGone': 'Этот товар больше не продаётся.',
  'cart.order.start': 'Оформить заказ',
  'cart.order.login': 'Войдите, чтобы оформить заказ',
  'cart.order.title': 'Данные для заказа',
  'cart.order.submit': 'Заказать с оплатой при получении',
  'cart.order.conflict':
    'Часть товаров только что закончилась. Проверьте корзину и попробуйте снова.',
  'cart.order.thanks': 'Спасибо за заказ!',
  'cart.order.number': 'Заказ № {id}',
  'cart.order.emailSent': 'Мы отправили подтверждение на вашу почту.',
  'cart.order.history': 'Мои заказы',
  'cart.shared.title': 'Общая корзина',
  'cart.shared.intro': 'С вами поделились этой корзиной. Цены и наличие актуальны.',
  'cart.shared.count': 'Количество: {count}',
  'cart.shared.add': 'Добавить в мою корзину',
  'cart.shared.replace': 'Заменить мою корзину',
  'cart.shared.added': 'Товары добавлены в вашу корзину.',
  'cart.shared.replaced': 'Теперь в вашей корзине эти товары.',
};
