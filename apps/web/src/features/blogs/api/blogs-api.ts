import {
  BLOG_LIMITS,
  type BlogFields,
  type blogListSchema,
  type blogSchema,
  type deletedCountSchema,
  ifMatch,
  type insertedIdSchema,
  isRecordId,
  type modifiedCountSchema,
} from '@grant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageQuery } from '../../../lib/paging';
import { type PageControl, usePagedList } from '../../../lib/use-paged-list';

/** Every blog query shares the 'blogs' key, so one invalidation refreshes lists and posts after a change. */
export const blogKeys = {
  all: ['blogs'] as const,
  page: ['blogs', 'page'] as const,
  one: (id: string) => ['blogs', 'one', id] as const,
};

/** What the blog's first page asks for first, as the browser fetches it: its prerendered HTML preloads it (scripts/prerender.mjs). */
export const FIRST_BLOG_PAGE_URL = `/api/blogs?${pageQuery(1, BLOG_LIMITS.pageSize)}`;

/** A page of posts, newest first; without `control`, the first page only (the content screen's latest). */
export const useBlogs = (control?: PageControl, pageSize: number = BLOG_LIMITS.pageSize) =>
  usePagedList<typeof blogListSchema>({ queryKey: blogKeys.page, path: '/blogs', pageSize, control });

export const useBlog = (id: string) =>
  useQuery({
    queryKey: blogKeys.one(id),
    queryFn: () => apiRequest<typeof blogSchema>(`/blogs/${encodeURIComponent(id)}`),
    // Not a post's id (a mistyped link): nothing to ask the server.
    enabled: isRecordId(id),
  });

/** The add and edit forms, as sent: the shared fields and, when chosen, the thumbnail file `image`. */
export type BlogFormData = BlogFields & { image?: File };

const toFormData = ({ title, content, image }: BlogFormData) => {
  const form = new FormData();
  form.append('title', title);
  form.append('content', content);
  if (image) form.append('image', image);
  return form;
};

function useBlogMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }) });
}

/** One multipart call: the server checks the text before it stores the image, so a refused post leaves no file behind. */
export const useCreateBlog = () =>
  useBlogMutation((data: BlogFormData) => apiRequest<typeof insertedIdSchema>('/blogs', { method: 'POST', form: toFormData(data) }));

export const useUpdateBlog = () =>
  useBlogMutation(({ id, data, version }: { id: string; data: BlogFormData; version: string }) =>
    apiRequest<typeof modifiedCountSchema>(`/blogs/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      form: toFormData(data),
      headers: ifMatch(version),
    }),
  );

/** Refreshes the lists; the deleted post's own query is only marked stale, so its open page is not asked for a 404. */
export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<typeof deletedCountSchema>(`/blogs/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async (_result, id) => {
      await queryClient.invalidateQueries({ queryKey: blogKeys.one(id), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: blogKeys.page });
    },
  });
}
