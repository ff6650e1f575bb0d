import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { PlusIcon } from '#web/components/ui/icons';
import { AdminPage } from '../components/admin-page';
import type { EditorState } from '../features/categories/category-dialogs';
import { CategoryTree } from '../features/categories/category-tree';
import { useCategoriesT } from '../features/categories/i18n';

/** The category tree editor: create, rename per language, move, reorder, delete when empty. */
export default function CategoriesPage() {
  const t = useCategoriesT();
  const [editor, setEditor] = useState<EditorState>(null);
  return (
    <AdminPage
      title={t('categories.title')}
      description={t('categories.intro')}
      actions={
        <Button
          icon={<PlusIcon size={18} />}
          aria-haspopup="dialog"
          onClick={() => setEditor({ mode: 'create', parentId: null })}
        >
          {t('categories.add')}
        </Button>
      }
    >
      <CategoryTree editor={editor} setEditor={setEditor} />
    </AdminPage>
  );
}
