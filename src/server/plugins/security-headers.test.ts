import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';
import { GEOWIDGET_HEADER, TAG_MANAGER_HEADER } from './web-response';
import { sealed } from './web';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the page policy and the tag manager (docs/rules.md#consent)', () => {
  it('names no third-party host when the shop has no tag manager', () => {
    const policy = contentSecurityPolicy(['sha256-abc']);
    expect(policy).not.toMatch(/google/);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'sha256-abc'`);
  });

  it('lets a shop with a tag manager load it and what it sends to', () => {
    const policy = contentSecurityPolicy(['sha256-abc'], false, { tagManager: true });
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' 'sha256-abc' https://*.googletagmanager.com`,
    );
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'img-src')).toContain('https://*.googletagmanager.com');
    // Still no inline script without its hash, nothing from anywhere else.
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe-inline|strict-dynamic/);
  });

  it('sealing a page reads the render’s tag manager mark into the policy and never sends it', async () => {
    const page = (headers: Record<string, string>) =>
      sealed(
        new Response('<html><body>shop</body></html>', {
          headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
        }),
        'mark',
        false,
      );
    const with_ = await page({ [TAG_MANAGER_HEADER]: 'GTM-AB12CD3' });
    expect(with_.headers.get(TAG_MANAGER_HEADER)).toBeNull();
    expect(with_.headers.get('content-security-policy')).toContain('googletagmanager.com');
    const without = await page({});
    expect(without.headers.get('content-security-policy')).not.toContain('google');
  });
});

describe('the page policy and InPost’s Geowidget (docs/decisions/062-geowidget.md)', () => {
  it('names no InPost host unless the page may open the map', () => {
    expect(contentSecurityPolicy(['sha256-abc'])).not.toMatch(/inpost|easypack|frame-src/);
  });

  it('lets the checkout of a shop with a token load InPost’s script, style, fonts and frames', () => {
    const policy = contentSecurityPolicy(['sha256-abc'], false, { geowidget: true });
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' 'sha256-abc' https://geowidget.inpost.pl`,
    );
    expect(directive(policy, 'style-src')).toContain('https://geowidget.inpost.pl');
    expect(directive(policy, 'font-src')).toContain('https://geowidget.inpost.pl');
    expect(directive(policy, 'frame-src')).toBe(`frame-src 'self' https://*.inpost.pl`);
    expect(directive(policy, 'connect-src')).toContain('https://*.inpost.pl');
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe-inline|google/);
    // Both at once: each keeps its own hosts.
    const both = contentSecurityPolicy([], false, { geowidget: true, tagManager: true });
    expect(directive(both, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(directive(both, 'script-src')).toContain('https://geowidget.inpost.pl');
  });

  it('sealing a page reads the render’s Geowidget mark into the policy and never sends it', async () => {
    const page = (headers: Record<string, string>) =>
      sealed(
        new Response('<html><body>checkout</body></html>', {
          headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
        }),
        'mark',
        false,
      );
    const withMap = await page({ [GEOWIDGET_HEADER]: '1' });
    expect(withMap.headers.get(GEOWIDGET_HEADER)).toBeNull();
    expect(withMap.headers.get('content-security-policy')).toContain('geowidget.inpost.pl');
    const without = await page({});
    expect(without.headers.get('content-security-policy')).not.toContain('inpost');
  });
});
