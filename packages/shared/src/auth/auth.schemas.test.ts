import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common/messages';
import { registerFieldsSchema } from './auth.schemas';

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
