import type { BloodBank } from '@grant/shared';
import { ownWords } from '../../../i18n/locale';

/** A bank's name, address and opening hours in the page's language (its Bangla on a Bangla page, when an admin gave it). */
export const bankWords = (bank: Pick<BloodBank, 'name' | 'nameBn' | 'address' | 'addressBn' | 'openingHours' | 'openingHoursBn'>) => ({
  name: ownWords(bank.name, bank.nameBn),
  address: ownWords(bank.address, bank.addressBn),
  openingHours: ownWords(bank.openingHours, bank.openingHoursBn),
});
