import { PostEditor } from '../features/content/post-editor';

/** /admin/posts/new: an empty draft; saving it moves to its own address. */
export default function NewPostRoute() {
  return <PostEditor post={null} />;
}
