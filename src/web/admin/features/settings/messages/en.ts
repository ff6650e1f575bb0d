import type { SettingsMessages } from './pl';

export const en: SettingsMessages = {
  'set.title': 'Shop settings',
  'set.intro':
    'Settings that change how the whole shop works. Only the owner can change them; every change goes to the audit log.',
  'set.stock': 'Stock',
  'set.threshold': 'Low-stock threshold',
  'set.thresholdHint': 'Products with this many items or fewer appear in the “Low stock” list.',
  'set.reviews': 'Reviews',
  'set.autoPublish': 'Publish reviews by verified buyers at once',
  'set.autoPublishHint':
    'Reviews by people who bought the product appear without moderation. Others still wait for approval.',
  'set.deletedReviews': 'Reviews of a deleted account',
  'set.deletedReviewsHint':
    'What happens to the reviews of a customer who deletes their account. A change applies to accounts deleted from now on.',
  'set.deletedReviews.anonymise': 'Keep them without the author’s name',
  'set.deletedReviews.unpublish': 'Unpublish them',
  'set.bank': 'Bank transfer',
  'set.bankIntro':
    'The account and the recipient appear in the confirmation of an order paid by transfer. An empty account turns transfers off.',
  'set.bankAccount': 'Account number (IBAN)',
  'set.bankAccountHint': 'E.g. PL61 1090 1014 0000 0712 1981 2874. The check digits are verified.',
  'set.bankRecipient': 'Transfer recipient',
  'set.bankRecipientHint': 'The company name and address, as the bank has them.',
  'set.analytics': 'Statistics and marketing',
  'set.gtm': 'Google Tag Manager (container id)',
  'set.gtmHint':
    'E.g. GTM-AB12CD3. Its script loads only once the shopper agrees to statistics or marketing. Empty: no tag manager.',
  'set.saved': 'Settings saved.',
};
