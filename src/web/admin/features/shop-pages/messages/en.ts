import type { ShopPagesMessages } from './pl';

export const en: ShopPagesMessages = {
  'sp.title': 'Shop pages',
  'sp.intro':
    'Terms, privacy, returns and withdrawal, delivery and payment, the legal guarantee, the accessibility statement: in three languages, in Markdown. The footer and the checkout link to them.',
  'sp.caption': 'Shop pages',
  'sp.page': 'Page',
  'sp.version': 'Version',
  'sp.updated': 'Changed',
  'sp.edit': 'Edit: {name}',
  'sp.slug.terms': 'Terms and conditions',
  'sp.slug.privacy': 'Privacy policy',
  'sp.slug.returns': 'Returns and withdrawal',
  'sp.slug.delivery-payment': 'Delivery and payment',
  'sp.slug.legal-guarantee': 'Legal guarantee of conformity',
  'sp.slug.accessibility': 'Accessibility statement',
  'sp.editTitle': 'Page: {name}',
  'sp.back': 'All pages',
  'sp.pageTitle': 'Title',
  'sp.body': 'Text (Markdown)',
  'sp.bodyHint': '## heading, **bold**, - list, [link](https://…).',
  'sp.save': 'Save the page',
  'sp.saved': 'Page saved.',
  'sp.savedVersion': 'Saved. The terms in force are version {version}.',
  'sp.termsVersion': 'Terms version {version}',
  'sp.termsNote':
    'Every change of the terms’ text (in any language) makes a new version. Orders record the version the customer accepted. A change of the title alone makes none.',
  'sp.missing': 'There is no such page.',
};
