import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPost,
  AdminPostRow,
  AdminSection,
  ContentImage,
  PostCreateRequest,
  PostListResponse,
  PostPatchRequest,
  SectionCreateRequest,
  SectionPatchRequest,
} from '../../../../contracts/admin/content';
import { ADMIN_API, apiPath } from '../../../../contracts/api-paths';
import { ApiError, adminApi, toError } from '../../lib/api';

export type { AdminPost, AdminPostRow, AdminSection, ContentImage };

export const contentKeys = {
  all: ['content'] as const,
  sections: ['content', 'sections'] as const,
  posts: (query: Record<string, string | undefined>) => ['content', 'posts', query] as const,
  post: (id: number) => ['content', 'post', id] as const,
};

/** Every section of both kinds, in order (the lists are short). */
export function useSections() {
  return useQuery({
    queryKey: contentKeys.sections,
    queryFn: ({ signal }) =>
      adminApi
        .get<{ items: AdminSection[] }>(apiPath(ADMIN_API.contentSections, {}), {
          signal,
          quiet: true,
        })
        .then((r) => r.items),
  });
}

/** A page of posts for the list's filters (the address's query, as strings). */
export function usePosts(query: Record<string, string | undefined>) {
  return useQuery({
    queryKey: contentKeys.posts(query),
    queryFn: ({ signal }) =>
      adminApi.get<PostListResponse>(apiPath(ADMIN_API.contentPosts, {}, query), {
        signal,
        quiet: true,
      }),
    placeholderData: (previous) => previous,
  });
}

export const fetchPost = (id: number, signal?: AbortSignal) =>
  adminApi.get<AdminPost>(apiPath(ADMIN_API.contentPost, { id }), { quiet: true, signal });

/** Writes; each refreshes every content list afterwards, whatever the outcome. */
export function useContentCalls() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: contentKeys.all });
  const section = (id: number) => apiPath(ADMIN_API.contentSection, { id });
  const post = (id: number) => apiPath(ADMIN_API.contentPost, { id });
  return {
    createSection: (body: SectionCreateRequest) =>
      adminApi
        .post<AdminSection>(apiPath(ADMIN_API.contentSections, {}), body, { quiet: true })
        .finally(refresh),
    updateSection: (id: number, body: SectionPatchRequest) =>
      adminApi.patch<AdminSection>(section(id), body, { quiet: true }).finally(refresh),
    removeSection: (id: number) =>
      adminApi.delete<void>(section(id), { quiet: true }).finally(refresh),
    createPost: (body: PostCreateRequest) =>
      adminApi
        .post<AdminPost>(apiPath(ADMIN_API.contentPosts, {}), body, { quiet: true })
        .finally(refresh),
    updatePost: (id: number, body: PostPatchRequest) =>
      adminApi.patch<AdminPost>(post(id), body, { quiet: true }).finally(refresh),
    removePost: (id: number) => adminApi.delete<void>(post(id), { quiet: true }).finally(refresh),
  };
}

/**
 * One image up (multipart: the browser sets the boundary, so not the JSON client). Its failures
 * become the same ApiError as every other call's.
 */
export async function uploadContentImage(file: File): Promise<ContentImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(apiPath(ADMIN_API.contentImages, {}), {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-CSRF-TOKEN': await adminApi.csrfToken(),
      },
    });
  } catch {
    throw new ApiError(0, null, 'network_error');
  }
  if (!res.ok) throw await toError(res);
  return (await res.json()) as ContentImage;
}
