import type { AccountMessages } from './pl';

export const en: AccountMessages = {
  'account.title': 'My account',
  'account.signedIn': 'Signed in as {email} ({role}).',
  'account.language': 'Back-office language',
  'account.languageHint': 'The back office speaks this language on every device.',
  'account.languageSaved': 'Back-office language saved.',
  'account.password': 'Change password',
  'account.current': 'Current password',
  'account.new': 'New password',
  'account.change': 'Change password',
  'account.changed': 'Your password has been changed.',
};
