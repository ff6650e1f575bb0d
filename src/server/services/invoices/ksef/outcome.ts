import type { KsefSubmission } from './client';
import { KsefAuthFailed, KsefError, KsefUnavailable } from './errors';

/** The invoice's `ksef.status` (docs/api.md "Invoices and KSeF") a try leaves. */
export type KsefStatus = 'not_sent' | 'waiting' | 'sent' | 'accepted' | 'rejected';

export interface KsefOutcome {
  status: KsefStatus;
  /** What staff read next to the invoice: KSeF's own words, or why it waits. */
  error: string | null;
  /**
   * `again`: run the job again later (the queue's back-off; no sooner than `retryAfterMs`);
   * `owner`: nothing will change until the owner acts (the token), so fail the job for them to
   * retry from Background work; `done`: finished, accepted or rejected.
   */
  next: 'again' | 'owner' | 'done';
  retryAfterMs: number | null;
}

/**
 * What a queue job does with one `submit`'s answer or error (docs/decisions/074-ksef-client.md):
 * the invoice waits while KSeF is unreachable, is `sent` while KSeF verifies it, and ends
 * `accepted` (its number, date and UPO kept) or `rejected` (KSeF's message kept, for staff).
 * An error that is not KSeF's (a bug, the database) is rethrown for the queue to retry.
 */
export function ksefOutcome(answer: unknown): KsefOutcome {
  if (answer && typeof answer === 'object' && 'state' in answer && !(answer instanceof Error)) {
    const result = answer as KsefSubmission;
    if (result.state === 'accepted') {
      return { status: 'accepted', error: null, next: 'done', retryAfterMs: null };
    }
    if (result.state === 'rejected') {
      return { status: 'rejected', error: result.error.message, next: 'done', retryAfterMs: null };
    }
    return { status: 'sent', error: null, next: 'again', retryAfterMs: null };
  }
  if (answer instanceof KsefUnavailable) {
    return {
      status: 'waiting',
      error: answer.message,
      next: 'again',
      retryAfterMs: answer.retryAfterMs,
    };
  }
  if (answer instanceof KsefAuthFailed) {
    return { status: 'waiting', error: answer.message, next: 'owner', retryAfterMs: null };
  }
  if (answer instanceof KsefError) {
    return { status: 'waiting', error: answer.message, next: 'owner', retryAfterMs: null };
  }
  throw answer;
}
