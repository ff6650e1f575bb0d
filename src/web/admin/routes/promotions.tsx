import { useCallback, useState } from 'react';
import type { Promotion } from '#contracts/admin/promotions';
import { Button } from '#web/components/ui/button';
import { PlusIcon } from '#web/components/ui/icons';
import { AdminPage } from '../components/admin-page';
import { usePromotionsT } from '../features/promotions/i18n';
import { PromotionDialog } from '../features/promotions/promotion-dialog';
import { PromotionTable } from '../features/promotions/promotion-table';

/** Promo codes: the list with uses and revenue, and one dialog to create or edit a code. */
export default function PromotionsPage() {
  const t = usePromotionsT();
  // undefined: closed; null: a new code; a promotion: that one.
  const [editing, setEditing] = useState<Promotion | null | undefined>(undefined);
  // Each opening mounts the dialog anew: its form starts from the chosen code's values.
  const [opened, setOpened] = useState(0);
  const open = useCallback((p: Promotion | null) => {
    setEditing(p);
    setOpened((n) => n + 1);
  }, []);
  return (
    <AdminPage
      title={t('promo.title')}
      description={t('promo.intro')}
      actions={
        <Button
          icon={<PlusIcon size={18} />}
          aria-haspopup="dialog"
          onClick={() => open(null)}
          data-testid="promotion-add"
        >
          {t('promo.add')}
        </Button>
      }
    >
      <PromotionTable onEdit={open} />
      <PromotionDialog
        key={opened}
        open={editing !== undefined}
        promotion={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </AdminPage>
  );
}
