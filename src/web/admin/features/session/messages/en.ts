import type { SessionMessages } from './pl';

export const en: SessionMessages = {
  'login.title': 'Log in',
  'login.subtitle': '{shop} back office',
  'login.email': 'E-mail',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'login.wrong': 'Wrong e-mail or password.',
  'login.help': 'No account? Ask the shop owner to create one for you.',
};
