/** The call that reads one request: the details page's, which its early script also starts (src/page-early-calls.ts). */
export const requestPath = (id: string): string => `/request/man/${encodeURIComponent(id)}`;
