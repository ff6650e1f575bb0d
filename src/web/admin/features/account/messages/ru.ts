import type { AccountMessages } from './pl';

export const ru: AccountMessages = {
  'account.title': 'Мой профиль',
  'account.signedIn': 'Вы вошли как {email} ({role}).',
  'account.language': 'Язык панели',
  'account.languageHint': 'Панель будет на этом языке на всех устройствах.',
  'account.languageSaved': 'Язык панели сохранён.',
  'account.password': 'Смена пароля',
  'account.current': 'Текущий пароль',
  'account.new': 'Новый пароль',
  'account.change': 'Сменить пароль',
  'account.changed': 'Пароль изменён.',
};
