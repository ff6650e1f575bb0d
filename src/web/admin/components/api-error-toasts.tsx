import { useEffect } from 'react';
import { useToast } from '#web/components/ui/toast';
import { onAdminApiError } from '../lib/api';
import { errorMessage } from '../lib/use-admin-form';
import { useAdminT } from '../i18n/use-admin-t';

/**
 * Failed calls that no form or panel shows itself (`quiet`) become one toast each; the same
 * failure repeated (a retried query) replaces its toast rather than stacking.
 */
export function ApiErrorToasts() {
  const { toast } = useToast();
  const t = useAdminT();
  useEffect(
    () =>
      onAdminApiError((error) => {
        toast({ id: `api-error-${error.status}`, tone: 'error', title: errorMessage(t, error) });
      }),
    [toast, t],
  );
  return null;
}
