import {
  type authResponseSchema,
  ifMatch,
  type LoginBody,
  type LoginTwoFactorBody,
  type loginResponseSchema,
  type noContentSchema,
  type ProfileUpdate,
  type sessionUserSchema,
} from '@grant/shared';
import { apiRequest } from '../../../lib/api-client';

/** The session check's call, which the request details page's early script also starts (src/page-early-calls.ts). */
export const SESSION_PATH = '/auth/me';

/** The identity provider's calls: one function per endpoint. */
export const authApi = {
  login: (body: LoginBody) => apiRequest<typeof loginResponseSchema>('/auth/login', { method: 'POST', json: body }),
  loginTwoFactor: (challenge: string, code: string) =>
    apiRequest<typeof authResponseSchema>('/auth/login/2fa', { method: 'POST', json: { challenge, code } satisfies LoginTwoFactorBody }),
  register: (form: FormData) => apiRequest<typeof authResponseSchema>('/auth/register', { method: 'POST', form }),
  me: () => apiRequest<typeof sessionUserSchema>(SESSION_PATH),
  logout: () => apiRequest<typeof noContentSchema>('/auth/logout', { method: 'POST' }),
  /** `version` is the profile's updatedAt as it was read: the server refuses the change (412) if it changed since. */
  updateProfile: (changes: ProfileUpdate, version: string | undefined) =>
    apiRequest<typeof sessionUserSchema>('/auth/profile', { method: 'PATCH', json: changes, headers: version ? ifMatch(version) : {} }),
};
