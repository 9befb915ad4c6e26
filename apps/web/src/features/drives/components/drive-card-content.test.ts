import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/locale';
import { freePlacesText } from './drive-card-content';

describe('the places a drive has left', () => {
  it('says one place in the singular, more in the plural, none as fully booked', () => {
    expect([0, 1, 2, 21].map((free) => freePlacesText(free, translate))).toEqual([
      'Fully booked',
      '1 place free',
      '2 places free',
      '21 places free',
    ]);
  });
});
