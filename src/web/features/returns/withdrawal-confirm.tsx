import { useState } from 'react';
import type { WithdrawalConfirmed, WithdrawalCreated } from '#contracts/returns';
import { shopDateTime } from '#domain/returns/withdrawal-period';
import { Button } from '#web/components/ui/button';
import { FormMessage } from '#web/components/ui/form-message';
import { CheckCircleIcon } from '#web/components/ui/icons';
import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { returnsCalls } from './returns-calls';

function Lines({ created }: { created: WithdrawalCreated }) {
  return (
    <ul
      className="flex flex-col divide-y divide-line rounded-lg border border-line"
      data-testid="withdrawal-lines"
    >
      {created.lines.map((l) => (
        <li key={l.product_id} className="flex justify-between gap-4 p-3">
          <span className="break-words">{l.title}</span>
          <span className="tabular-nums">× {l.count}</span>
        </li>
      ))}
    </ul>
  );
}

/** Step 2: one clearly labelled button; nothing happens before it is pressed. */
export function WithdrawalStep2({
  number,
  created,
  onBack,
  onReceived,
}: {
  number: number;
  created: WithdrawalCreated;
  onBack: () => void;
  onReceived: (answer: WithdrawalConfirmed) => void;
}) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  async function confirm() {
    setPending(true);
    setFailed(false);
    try {
      onReceived(await returnsCalls.confirm(created.withdrawal_id));
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }
  return (
    <section aria-labelledby="step2-title" className="flex flex-col gap-4">
      <h2 id="step2-title" className="font-display text-h3 font-semibold">
        {t('returns.step2.title')}
      </h2>
      <p>{t('returns.step2.text')}</p>
      <p className="font-semibold">{t('returns.order', { number })}</p>
      <Lines created={created} />
      <FormMessage message={failed ? t('form.err.generic') : null} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => void confirm()} disabled={pending} data-testid="withdrawal-confirm">
          {t('returns.step2.confirm')}
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={pending}>
          {t('returns.step2.back')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The receipt: "received", never "accepted", with the order, the lines and the date and time
 * of submission in shop time. Printed, only the receipt shows.
 */
export function WithdrawalReceipt({
  number,
  created,
  received,
}: {
  number: number;
  created: WithdrawalCreated;
  received: WithdrawalConfirmed;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="receipt-title"
      className="withdrawal-receipt flex flex-col gap-4"
      data-testid="withdrawal-receipt"
    >
      {/* Printing the receipt leaves out the shop's header, footer and buttons. */}
      <style>{`@media print { body * { visibility: hidden; } .withdrawal-receipt, .withdrawal-receipt * { visibility: visible; } .withdrawal-receipt { position: absolute; inset: 0; } .withdrawal-receipt button { display: none; } }`}</style>
      <div className="flex items-center gap-3 rounded-xl border border-success-700/30 bg-success-50 p-4 text-success-700">
        <CheckCircleIcon size={28} className="shrink-0" />
        <h2 id="receipt-title" className="font-semibold">
          {t('returns.receipt.title')}
        </h2>
      </div>
      <p>{t('returns.receipt.text')}</p>
      <dl className="flex flex-col gap-2">
        <div className="flex flex-col sm:flex-row sm:justify-between sm:gap-4">
          <dt className="text-muted">{t('returns.find.number')}</dt>
          <dd className="font-semibold">{number}</dd>
        </div>
        <div className="flex flex-col sm:flex-row sm:justify-between sm:gap-4">
          <dt className="text-muted">{t('returns.receipt.at')}</dt>
          <dd className="tabular-nums" data-testid="withdrawal-received-at">
            {shopDateTime(new Date(received.received_at))}
          </dd>
        </div>
      </dl>
      <Lines created={created} />
      <Button variant="secondary" onClick={() => window.print()} className="self-start">
        {t('returns.receipt.print')}
      </Button>
    </section>
  );
}
