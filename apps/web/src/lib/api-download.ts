import { open, refusal } from './api-client';

/**
 * Saves a file the API makes (a CSV, a calendar file) under `filename`: fetched with the session's
 * token, which a plain link cannot send, then handed to the browser as a download.
 */
export async function apiDownload(path: string, filename: string): Promise<void> {
  const response = await open(path, {});
  if (!response.ok) throw refusal(response, await response.json().catch(() => undefined));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
