import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminPostSchema,
  adminSectionSchema,
  contentImageSchema,
  postListResponse,
  sectionListResponse,
  type AdminPost,
  type AdminPostRow,
  type AdminSection,
  type ContentImage,
  type PostCreateRequest,
  type PostPatchRequest,
  type SectionCreateRequest,
  type SectionPatchRequest,
} from '#contracts/admin/content';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { useCrudMutations } from '#web/admin/lib/crud-mutations';
import { queryRoots } from '#web/admin/lib/query-keys';

export type { AdminPost, AdminPostRow, AdminSection, ContentImage };

export const contentKeys = {
  all: queryRoots.content,
  sections: [...queryRoots.content, 'sections'] as const,
  posts: (query: Record<string, string | undefined>) =>
    [...queryRoots.content, 'posts', query] as const,
  post: (id: number) => [...queryRoots.content, 'post', id] as const,
};

/** Every section of both kinds, in order (the lists are short). */
export const sectionListQuery = () =>
  queryOptions({
    queryKey: contentKeys.sections,
    queryFn: ({ signal }) =>
      adminApi
        .get(apiPath(ADMIN_API.contentSections, {}), {
          signal,
          quiet: true,
          schema: sectionListResponse,
        })
        .then((r) => r.items),
  });

/** A page of posts for the list's filters (the address's query, as strings). */
export const postListQuery = (query: Record<string, string | undefined>) =>
  queryOptions({
    queryKey: contentKeys.posts(query),
    queryFn: ({ signal }) =>
      adminApi.get(apiPath(ADMIN_API.contentPosts, {}, query), {
        signal,
        quiet: true,
        schema: postListResponse,
      }),
    placeholderData: (previous) => previous,
  });

export const postQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.post(id),
    queryFn: ({ signal }) =>
      adminApi.get(apiPath(ADMIN_API.contentPost, { id }), {
        quiet: true,
        signal,
        schema: adminPostSchema,
      }),
    // The editor keeps its own copy; a background refetch must not replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useSections = () => useQuery(sectionListQuery());
export const usePosts = (query: Record<string, string | undefined>) =>
  useQuery(postListQuery(query));
export const usePost = (id: number) => useQuery(postQuery(id));

/**
 * Writes; each refreshes every content list afterwards, whatever the outcome. A saved post is
 * also the editor's cached copy at once.
 */
export function useContentMutations() {
  const client = useQueryClient();
  const sections = useCrudMutations<AdminSection, SectionCreateRequest, SectionPatchRequest>({
    invalidate: contentKeys.all,
    list: apiPath(ADMIN_API.contentSections, {}),
    item: (id) => apiPath(ADMIN_API.contentSection, { id }),
    schema: adminSectionSchema,
  });
  const posts = useCrudMutations<AdminPost, PostCreateRequest, PostPatchRequest>({
    invalidate: contentKeys.all,
    list: apiPath(ADMIN_API.contentPosts, {}),
    item: (id) => apiPath(ADMIN_API.contentPost, { id }),
    schema: adminPostSchema,
    onSaved: (post) => client.setQueryData(contentKeys.post(post.id), post),
  });
  return {
    createSection: sections.create,
    updateSection: sections.update,
    removeSection: sections.remove,
    createPost: posts.create,
    updatePost: posts.update,
    removePost: posts.remove,
  };
}

/** One image up (multipart: the browser sets the boundary). */
export function uploadContentImage(file: File): Promise<ContentImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  return adminApi.post(apiPath(ADMIN_API.contentImages, {}), undefined, {
    raw: { body },
    quiet: true,
    schema: contentImageSchema,
  });
}
