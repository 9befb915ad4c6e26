import { describe, expect, it } from 'vitest';
import { BN } from './bn';
import { inBangla } from './in-bangla.test-support';
import { addressLine, translate } from './locale';

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

describe('an address line', () => {
  it('names the district once when the address ends with it', () => {
    expect(addressLine('Shajahanpur, Bogura', 'Bogura', 'Rajshahi')).toBe('Shajahanpur, Bogura, Rajshahi');
    expect(addressLine('12 Station Road, bogura , Rajshahi', 'Bogura', 'Rajshahi')).toBe('12 Station Road, Bogura, Rajshahi');
  });

  it('keeps an address that is only the place, and one that names it elsewhere', () => {
    expect(addressLine('Bogura', 'Bogura')).toBe('Bogura, Bogura');
    expect(addressLine('Bogura Road, Sherpur', 'Bogura')).toBe('Bogura Road, Sherpur, Bogura');
    expect(addressLine('Road 5, , Sherpur,', 'Bogura')).toBe('Road 5, Sherpur, Bogura');
  });

  describe('in Bangla', () => {
    inBangla();

    it('drops the English district from the address and names it in Bangla', () => {
      expect(addressLine('Shajahanpur, Bogura', 'Bogura', 'Rajshahi')).toBe('Shajahanpur, বগুড়া, রাজশাহী');
    });
  });
});
