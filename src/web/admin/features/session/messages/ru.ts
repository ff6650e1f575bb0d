import type { SessionMessages } from './pl';

export const ru: SessionMessages = {
  'login.title': 'Вход',
  'login.subtitle': 'Панель управления магазина {shop}',
  'login.email': 'E-mail',
  'login.password': 'Пароль',
  'login.submit': 'Войти',
  'login.wrong': 'Неверный e-mail или пароль.',
  'login.help': 'Нет учётной записи? Попросите владельца магазина её создать.',
};
