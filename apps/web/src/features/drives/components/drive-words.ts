import type { Drive } from '@grant/shared';
import { ownWords } from '../../../i18n/locale';

/** A drive's title, description and address in the page's language (its Bangla on a Bangla page, when its organiser gave it). */
export const driveWords = (drive: Pick<Drive, 'title' | 'titleBn' | 'description' | 'descriptionBn' | 'address' | 'addressBn'>) => ({
  title: ownWords(drive.title, drive.titleBn),
  description: ownWords(drive.description, drive.descriptionBn),
  address: ownWords(drive.address, drive.addressBn),
});
