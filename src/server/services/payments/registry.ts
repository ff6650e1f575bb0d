import type { Config } from '#server/config';
import { PROVIDER_NAME, RESERVED_PROVIDER_NAMES } from '#domain/payments/provider-name';
import type { OnlinePaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';

/**
 * A provider file's factory: its provider when its settings are complete, null when they are
 * absent (the provider is then off).
 */
export type ProviderFactory = (config: Config) => OnlinePaymentProvider | null;

/**
 * Every provider the shop can take money through, one file each. A new provider is its file,
 * its settings in `config.ts` and a line here (docs/decisions/069-payment-providers-by-name.md).
 * The order is the choice for `online` when several are configured.
 */
export const PROVIDER_FACTORIES: readonly ProviderFactory[] = [createStripeProvider];

/** The online payment providers this shop has configured. */
export interface PaymentProviders {
  /** Each configured provider by its name: a webhook's `{provider}`, a payment's `provider`. */
  readonly byName: ReadonlyMap<string, OnlinePaymentProvider>;
  /**
   * The one that takes the checkout's `online` payments: with one configured, that one; with
   * several, the first in `PROVIDER_FACTORIES`. Null when none is (then `online` is not offered).
   */
  readonly online: OnlinePaymentProvider | null;
}

/**
 * Builds the providers from the configuration. A name that breaks `PROVIDER_NAME`, is reserved
 * for the offline methods, or is taken twice is a programming error: it fails the start.
 */
export function createPaymentProviders(
  config: Config,
  factories: readonly ProviderFactory[] = PROVIDER_FACTORIES,
): PaymentProviders {
  const byName = new Map<string, OnlinePaymentProvider>();
  for (const factory of factories) {
    const provider = factory(config);
    if (!provider) continue;
    const { name } = provider;
    if (!PROVIDER_NAME.test(name) || RESERVED_PROVIDER_NAMES.includes(name)) {
      throw new Error(`payment provider name "${name}" is not allowed`);
    }
    if (byName.has(name)) throw new Error(`two payment providers are named "${name}"`);
    byName.set(name, provider);
  }
  const [online = null] = byName.values();
  return { byName, online };
}
