import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { PlusIcon } from '#web/components/ui/icons';
import { AdminPage } from '../components/admin-page';
import { useContentT } from '../features/content/i18n';
import { PostList } from '../features/content/post-list';

/** /admin/posts: blog and news posts, with filters in the address. */
export default function PostsPage() {
  const t = useContentT();
  return (
    <AdminPage
      title={t('posts.title')}
      description={t('posts.intro')}
      actions={
        <Link to="/admin/posts/new" className={buttonClasses({})}>
          <PlusIcon size={18} />
          {t('posts.new')}
        </Link>
      }
    >
      <PostList />
    </AdminPage>
  );
}
