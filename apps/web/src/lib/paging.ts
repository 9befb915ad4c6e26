/** The query string of one page of a list: page (from 1) and limit, then each filter that is set. */
export function pageQuery(page: number, limit: number, filters: Record<string, string | null | undefined> = {}): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
}

/** Where a page's first row stands in the whole list (rows are numbered across pages). */
export const firstIndexOf = (page: number, limit: number): number => (page - 1) * limit;
