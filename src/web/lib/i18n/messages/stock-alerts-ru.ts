import type { MessagesOf } from '../translate';
import type { stockAlertsPl } from './stock-alerts-pl';

export const stockAlertsRu: MessagesOf<typeof stockAlertsPl> = {
  'stockAlert.title': 'Сообщить, когда товар появится',
  'stockAlert.intro': 'Мы отправим одно письмо, когда товар снова будет в продаже.',
  'stockAlert.submit': 'Сообщить мне',
  'stockAlert.done': 'Готово. Мы напишем, когда товар снова появится.',
  'stockAlert.available': 'Товар уже в наличии. Обновите страницу, чтобы купить его.',
  'stockAlert.unsubscribe.title': 'Отказ от уведомления',
  'stockAlert.unsubscribe.intro': 'Мы больше не будем писать о наличии этого товара.',
  'stockAlert.unsubscribe.button': 'Отписаться',
  'stockAlert.unsubscribe.done': 'Вы отписались от уведомления.',
  'stockAlert.unsubscribe.gone': 'Это уведомление уже отключено.',
};
