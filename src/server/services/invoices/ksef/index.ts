import type { Config } from '#server/config';
import { createKsefClient, type KsefClient, type KsefLog } from './client';

export {
  createKsefClient,
  type KsefClient,
  type KsefClientOptions,
  type KsefInvoiceError,
  type KsefLog,
  type KsefRefs,
  type KsefSubmission,
  type SubmitInput,
} from './client';
export {
  KsefAuthFailed,
  KsefError,
  KsefRejected,
  KsefUnavailable,
  type KsefErrorEntry,
} from './errors';

/**
 * The shop's KSeF client from its settings: null unless `KSEF_TOKEN` is set (then nothing is
 * sent; invoices stay `not_sent`). `KSEF_API_URL` picks the environment (production by default).
 */
export function ksefClientFromConfig(
  config: Pick<Config, 'KSEF_TOKEN' | 'KSEF_API_URL'>,
  log?: KsefLog,
): KsefClient | null {
  if (!config.KSEF_TOKEN) return null;
  return createKsefClient({ apiUrl: config.KSEF_API_URL, token: config.KSEF_TOKEN, log });
}
export { ksefOutcome, type KsefOutcome, type KsefStatus } from './outcome';
