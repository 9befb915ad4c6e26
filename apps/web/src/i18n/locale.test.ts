import { describe, expect, it } from 'vitest';
import { BN } from './bn';
import { translate } from './locale';

describe('texts with a context', () => {
  it('show English without the context, and their own Bangla', () => {
    expect(translate('Login|submit')).toBe('Login');
    expect(translate('Register|submit')).toBe('Register');
    expect(BN['Login|submit']).not.toBe(BN.Login);
    expect(BN['Register|submit']).not.toBe(BN.Register);
  });

  it('leave a bar that is part of the text alone', () => {
    expect(translate('grant || payment')).toBe('grant || payment');
    expect(translate('A | B')).toBe('A | B');
  });
});
