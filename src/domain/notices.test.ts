import { describe, expect, it } from 'vitest';
import { accessibilityHref, legalGuaranteeHref } from './notices';

describe('notice addresses', () => {
  it('are shop pages in the shopper’s language', () => {
    expect(legalGuaranteeHref('pl')).toBe('/pl/pages/legal-guarantee');
    expect(legalGuaranteeHref('ru')).toBe('/ru/pages/legal-guarantee');
    expect(accessibilityHref('en')).toBe('/en/pages/accessibility');
  });
});
