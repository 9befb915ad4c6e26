import { describe, expect, it } from 'vitest';
import { inBangla } from '../../../i18n/in-bangla.test-support';
import { translate } from '../../../i18n/locale';
import { compatibilitySentence } from './need-words';

describe('which groups a request can take, in words', () => {
  it('platelets for O-: Rh-negative first, Rh-positive only as the last resort', () => {
    expect(compatibilitySentence(translate, { blood: 'O-', component: 'platelets' })).toBe(
      'Platelets for O-: O- first; then A-, B-, AB- (plasma-compatible); then O+, A+, B+, AB+ only if no Rh-negative donor can come.',
    );
  });

  it('plasma for AB+ takes only AB; whole blood keeps the red-cell rule', () => {
    expect(compatibilitySentence(translate, { blood: 'AB+', component: 'plasma' })).toBe(
      'Plasma for AB+: AB+ first; then AB- (compatible plasma).',
    );
    expect(compatibilitySentence(translate, { blood: 'A+', component: 'whole_blood' })).toBe(
      'Whole blood for A+: A+ first; then A-, O+, O- (red cells compatible).',
    );
  });

  it('says nothing for a group it does not know', () => {
    expect(compatibilitySentence(translate, { blood: 'X', component: 'platelets' })).toBeNull();
  });
});

describe('which groups a request can take, in Bangla', () => {
  inBangla();
  it('writes the sentence in Bangla, the groups as they are', () => {
    expect(compatibilitySentence(translate, { blood: 'O-', component: 'platelets' })).toBe(
      'O- রোগীর জন্য প্লাটিলেট: প্রথমে O-; তারপর A-, B-, AB- (প্লাজমা গ্রুপ মেলে); তারপর O+, A+, B+, AB+, কেবল যদি কোনো Rh-নেগেটিভ রক্তদাতা আসতে না পারেন।',
    );
  });
});
