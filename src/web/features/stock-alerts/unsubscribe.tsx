import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { FormMessage } from '#web/components/ui/form-message';
import { ApiError } from '#web/lib/api';
import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { AuthCard } from '../auth/auth-card';
import { stockAlertCalls } from './stock-alert-calls';

/**
 * The back-in-stock e-mail's unsubscribe link lands here. Ending it takes a click (a POST), so a
 * mail scanner that opens every link does not unsubscribe anybody.
 */
export function StockAlertUnsubscribe() {
  const t = useT();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [state, setState] = useState<'ask' | 'sending' | 'done' | 'gone'>('ask');
  const send = async () => {
    setState('sending');
    try {
      await stockAlertCalls.unsubscribe(token);
      setState('done');
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 422))
        setState('gone');
      else setState('ask');
    }
  };
  return (
    <AuthCard title={t('stockAlert.unsubscribe.title')} intro={t('stockAlert.unsubscribe.intro')}>
      {state === 'done' || state === 'gone' ? (
        <FormMessage
          tone="success"
          message={
            state === 'done' ? t('stockAlert.unsubscribe.done') : t('stockAlert.unsubscribe.gone')
          }
        />
      ) : (
        <Button size="lg" fullWidth loading={state === 'sending'} onClick={() => void send()}>
          {t('stockAlert.unsubscribe.button')}
        </Button>
      )}
    </AuthCard>
  );
}
