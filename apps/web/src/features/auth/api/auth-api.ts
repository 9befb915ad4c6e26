import { type AuthResponse, ifMatch, type LoginBody, type LoginResponse, type ProfileUpdate, type SessionUser } from '@grant/shared';
import { apiRequest } from '../../../lib/api-client';

/** The identity provider's calls: one function per endpoint. */
export const authApi = {
  login: (body: LoginBody) => apiRequest<LoginResponse>('/auth/login', { method: 'POST', json: body }),
  loginTwoFactor: (challenge: string, code: string) =>
    apiRequest<AuthResponse>('/auth/login/2fa', { method: 'POST', json: { challenge, code } }),
  register: (form: FormData) => apiRequest<AuthResponse>('/auth/register', { method: 'POST', form }),
  me: () => apiRequest<SessionUser>('/auth/me'),
  logout: () => apiRequest<void>('/auth/logout', { method: 'POST' }),
  /** `version` is the profile's updatedAt as it was read: the server refuses the change (412) if it changed since. */
  updateProfile: (changes: ProfileUpdate, version: string | undefined) =>
    apiRequest<SessionUser>('/auth/profile', { method: 'PATCH', json: changes, headers: version ? ifMatch(version) : {} }),
};
