import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { WithdrawalConfirmed, WithdrawalCreated, WithdrawalOrder } from '#contracts/returns';
import { complaintPath } from '#domain/returns/withdrawal-link';
import { buttonClasses } from '#web/components/ui/button';
import { Skeleton } from '#web/components/ui/skeleton';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { useSession } from '#web/lib/use-session';
import { FindOrder } from './find-order';
import { useLinkedOrder } from './linked-order';
import { returnsCalls, type OrderWho } from './returns-calls';
import { WithdrawalReceipt, WithdrawalStep2 } from './withdrawal-confirm';
import { WithdrawalStep1 } from './withdrawal-step1';

type Stage =
  | { at: 'find' }
  | { at: 'loading' }
  | { at: 'step1'; order: WithdrawalOrder; who: OrderWho }
  | { at: 'step2'; order: WithdrawalOrder; who: OrderWho; created: WithdrawalCreated }
  | {
      at: 'receipt';
      order: WithdrawalOrder;
      created: WithdrawalCreated;
      received: WithdrawalConfirmed;
    };

/**
 * The withdrawal function (docs/rules.md#withdrawal): which order, step 1, step 2, the receipt.
 * A status link's order and token come in the address (`?order=10042&token=…`); a logged-in
 * shopper's account proves their orders.
 */
export function WithdrawalView() {
  const t = useT();
  const locale = useLocale();
  const { user } = useSession();
  const [params] = useSearchParams();
  // The status link's order, or the account's: a wrong one falls back to asking.
  const number = params.get('order');
  const token = params.get('token');
  const linkWho = number ? { order_id: number, ...(token ? { token } : {}) } : null;
  const linked = useLinkedOrder(linkWho);
  // Where the shopper has gone since; until then, the link's order decides.
  const [moved, setStage] = useState<Stage | null>(null);
  const stage: Stage =
    moved ??
    (linked.data && linkWho
      ? { at: 'step1', order: linked.data, who: linkWho }
      : linked.loading
        ? { at: 'loading' }
        : { at: 'find' });

  const load = useCallback(
    async (who: OrderWho) => {
      const order = await returnsCalls.order(locale, who);
      setStage({ at: 'step1', order, who });
    },
    [locale],
  );

  const header = (step: number | null, number?: number) => (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      {number !== undefined && <p className="font-semibold">{t('returns.order', { number })}</p>}
      {step !== null && <p className="text-sm text-muted">{t('returns.step', { step })}</p>}
    </div>
  );

  switch (stage.at) {
    case 'find':
      return <FindOrder signedIn={!!user} onFound={load} />;
    case 'loading':
      return (
        <div aria-busy="true">
          <p className="sr-only" role="status">
            {t('returns.loading')}
          </p>
          <Skeleton className="h-64" />
        </div>
      );
    case 'step1': {
      const { order, who } = stage;
      if (order.status === 'cancelled') return <p>{t('returns.cancelled')}</p>;
      if (order.period_over)
        return (
          <section className="flex flex-col gap-3" data-testid="withdrawal-period-over">
            {header(null, order.number)}
            <h2 className="font-display text-h3 font-semibold">{t('returns.over.title')}</h2>
            <p>{t('returns.over.text', { date: order.last_day ?? '' })}</p>
            <Link
              to={complaintPath(locale, { order: order.number, token: who.token })}
              state={{ email: who.email }}
              className={buttonClasses({ variant: 'primary' }) + ' self-start'}
              data-testid="complaint-link"
            >
              {t('returns.over.complaint')}
            </Link>
          </section>
        );
      return (
        <div className="flex flex-col gap-4">
          {header(1, order.number)}
          <p className="text-sm text-muted">
            {order.last_day
              ? t('returns.step1.lastDay', { date: order.last_day })
              : t('returns.step1.notDelivered')}
          </p>
          <WithdrawalStep1
            order={order}
            who={who}
            onStarted={(created) => setStage({ at: 'step2', order, who, created })}
          />
          <Link
            to={complaintPath(locale, { order: order.number, token: who.token })}
            state={{ email: who.email }}
            className="text-sm underline"
          >
            {t('returns.complaintLink')}
          </Link>
        </div>
      );
    }
    case 'step2':
      return (
        <div className="flex flex-col gap-4">
          {header(2)}
          <WithdrawalStep2
            number={stage.order.number}
            created={stage.created}
            onBack={() => setStage({ at: 'step1', order: stage.order, who: stage.who })}
            onReceived={(received) =>
              setStage({ at: 'receipt', order: stage.order, created: stage.created, received })
            }
          />
        </div>
      );
    case 'receipt':
      return (
        <WithdrawalReceipt
          number={stage.order.number}
          created={stage.created}
          received={stage.received}
        />
      );
  }
}
