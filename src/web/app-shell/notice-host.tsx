import { useEffect } from 'react';
import { useToast } from '../components/ui/toast';
import { useT } from '../lib/i18n/use-translate';
import { onNotice } from '../lib/notices';

/** Shows the stores' gentle notices (lib/notices.ts) as toasts; mounted once in the layout. */
export function NoticeHost() {
  const t = useT();
  const { toast } = useToast();
  useEffect(
    () =>
      onNotice((notice) => {
        toast({
          title: t(notice.message),
          tone: notice.tone,
          ...(notice.id ? { id: notice.id } : {}),
        });
      }),
    [t, toast],
  );
  return null;
}
