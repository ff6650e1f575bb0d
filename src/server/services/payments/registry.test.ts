import { describe, expect, it } from 'vitest';
import { testConfig } from '#server/config';
import { createPaymentProviders, PROVIDER_FACTORIES, type ProviderFactory } from './registry';
import { createStripeProvider } from './stripe-provider';

const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_registry',
  STRIPE_WEBHOOK_SECRET: 'whsec_registry',
};

/** Stripe's real provider under another name: a second provider configured by the same keys. */
const renamed =
  (name: string): ProviderFactory =>
  (config) => {
    const stripe = createStripeProvider(config);
    return stripe && { ...stripe, name };
  };

describe('payment provider registry', () => {
  it('has none and no online provider when nothing is configured', () => {
    const providers = createPaymentProviders(testConfig());
    expect(providers.byName.size).toBe(0);
    expect(providers.online).toBeNull();
  });

  it('holds the one configured provider by its name, serving online', () => {
    const providers = createPaymentProviders(testConfig(stripeKeys));
    expect([...providers.byName.keys()]).toEqual(['stripe']);
    expect(providers.online).toBe(providers.byName.get('stripe'));
  });

  it('holds several by name; the first configured serves online; unconfigured ones are absent', () => {
    const off: ProviderFactory = () => null;
    const providers = createPaymentProviders(testConfig(stripeKeys), [
      off,
      renamed('first'),
      ...PROVIDER_FACTORIES,
      renamed('third'),
    ]);
    expect([...providers.byName.keys()]).toEqual(['first', 'stripe', 'third']);
    expect(providers.online?.name).toBe('first');
    expect(providers.byName.get('third')?.name).toBe('third');
    expect(providers.byName.get('p24')).toBeUndefined();
  });

  it('refuses a name taken twice, reserved for offline methods, or outside the pattern', () => {
    const config = testConfig(stripeKeys);
    expect(() => createPaymentProviders(config, [renamed('twin'), renamed('twin')])).toThrow(
      /two payment providers/,
    );
    for (const name of ['bank', 'cod', 'transfer', 'Stripe', 'p', 'pay-u', '']) {
      expect(() => createPaymentProviders(config, [renamed(name)]), name).toThrow(/not allowed/);
    }
  });
});
