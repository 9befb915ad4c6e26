/** The two steps of a password reset, in one chunk (see request-editor-pages.ts). */
export { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
export { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
