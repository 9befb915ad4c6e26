/** Where the API answers and how a call names its session: one place for the api client and the early calls. */
export const apiUrl = (path: string): string => `/api${path}`;

export const bearer = (token: string): string => `Bearer ${token}`;
