import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common/messages';
import { changePasswordSchema } from './account.schemas';
import { registerFieldsSchema } from './auth.schemas';
import { passwordResetConfirmSchema } from './password-reset.schemas';

const issuesOf = (value: Record<string, string>) =>
  Object.fromEntries((registerFieldsSchema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('registerFieldsSchema', () => {
  it('reports a password problem on the first submit, beside the other fields still empty', () => {
    const issues = issuesOf({ name: '', email: '', password: 'abc', confirmPassword: 'abc', division: '', district: '', blood: '' });
    expect(issues.password).toBe(MESSAGES.passwordTooShort);
    expect(issues.name).toBeDefined();
  });

  it('reports passwords that differ beside the other fields still empty', () => {
    const issues = issuesOf({
      name: '',
      email: '',
      password: 'Abcdef1',
      confirmPassword: 'Abcdef2',
      division: '',
      district: '',
      blood: '',
    });
    expect(issues.confirmPassword).toBe(MESSAGES.passwordsDiffer);
  });
});

describe('the schemas with a new password', () => {
  // The password rules run early (whenPasswordsGiven); a body that is no object at all must still be a plain refusal.
  it.each([
    ['registration', registerFieldsSchema],
    ['password change', changePasswordSchema],
    ['password reset', passwordResetConfirmSchema],
  ])('refuse a %s body that is not an object, without throwing', (_name, schema) => {
    for (const body of ['text', 42, null, [], ['a'], true]) expect(schema.safeParse(body).success).toBe(false);
  });
});
