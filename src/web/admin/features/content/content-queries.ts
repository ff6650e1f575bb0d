import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  const onSettled = () => client.invalidateQueries({ queryKey: contentKeys.all });
  const onPostSaved = (post: AdminPost) => client.setQueryData(contentKeys.post(post.id), post);
  const section = (id: number) => apiPath(ADMIN_API.contentSection, { id });
  const post = (id: number) => apiPath(ADMIN_API.contentPost, { id });
  const createSection = useMutation({
    mutationFn: (body: SectionCreateRequest) =>
      adminApi.post(apiPath(ADMIN_API.contentSections, {}), body, {
        quiet: true,
        schema: adminSectionSchema,
      }),
    onSettled,
  });
  const updateSection = useMutation({
    mutationFn: ({ id, body }: { id: number; body: SectionPatchRequest }) =>
      adminApi.patch(section(id), body, { quiet: true, schema: adminSectionSchema }),
    onSettled,
  });
  const removeSection = useMutation({
    mutationFn: (id: number) => adminApi.delete<void>(section(id), { quiet: true }),
    onSettled,
  });
  const createPost = useMutation({
    mutationFn: (body: PostCreateRequest) =>
      adminApi.post(apiPath(ADMIN_API.contentPosts, {}), body, {
        quiet: true,
        schema: adminPostSchema,
      }),
    onSuccess: onPostSaved,
    onSettled,
  });
  const updatePost = useMutation({
    mutationFn: ({ id, body }: { id: number; body: PostPatchRequest }) =>
      adminApi.patch(post(id), body, { quiet: true, schema: adminPostSchema }),
    onSuccess: onPostSaved,
    onSettled,
  });
  const removePost = useMutation({
    mutationFn: (id: number) => adminApi.delete<void>(post(id), { quiet: true }),
    onSettled,
  });
  return {
    createSection: createSection.mutateAsync,
    updateSection: (id: number, body: SectionPatchRequest) =>
      updateSection.mutateAsync({ id, body }),
    removeSection: removeSection.mutateAsync,
    createPost: createPost.mutateAsync,
    updatePost: (id: number, body: PostPatchRequest) => updatePost.mutateAsync({ id, body }),
    removePost: removePost.mutateAsync,
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
