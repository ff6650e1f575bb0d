import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';
import { TAG_MANAGER_HEADER } from './web-response';
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
