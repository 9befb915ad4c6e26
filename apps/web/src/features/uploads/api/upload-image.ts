import type { uploadResponseSchema } from '@grant/shared';
import { apiRequest } from '../../../lib/api-client';

/** Our own image host: the file is checked and re-encoded by the server, which answers its URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { url } = await apiRequest<typeof uploadResponseSchema>('/uploads', { method: 'POST', form });
  return url;
}
