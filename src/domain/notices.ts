import type { Locale } from './locale';

/**
 * The two notices every shop page's footer links (docs/rules.md#notices), as shop pages. Their
 * addresses are named here for what links them from outside the React app: the order
 * confirmation e-mail links the legal guarantee's notice (prefix the shop's origin).
 */
export const NOTICE_SLUGS = {
  legalGuarantee: 'legal-guarantee',
  accessibility: 'accessibility',
} as const;

/** `/{locale}/pages/legal-guarantee`: the harmonised notice on the legal guarantee. */
export const legalGuaranteeHref = (locale: Locale) =>
  `/${locale}/pages/${NOTICE_SLUGS.legalGuarantee}`;

/** `/{locale}/pages/accessibility`: the accessibility statement. */
export const accessibilityHref = (locale: Locale) =>
  `/${locale}/pages/${NOTICE_SLUGS.accessibility}`;
