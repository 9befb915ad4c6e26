import { type Drive, PAGE_PATHS, pagePath } from '@grant/shared';
import type { EventCardContent } from '../../../components/ui/event-card';
import { addressLine, localizeTime } from '../../../i18n/locale';
import { countText, type Translate } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/format-date';
import { driveWords } from './drive-words';

/** A drive in the spec's campaign card: its own words (as its organiser wrote them, in Bangla too if given), the date and times in the page's language. */
export const driveCardContent = (drive: Drive, t: Translate): EventCardContent => {
  const words = driveWords(drive);
  return {
    image: drive.imageUrl ?? undefined,
    imageAlt: t('Picture of the drive {title}', { title: words.title }),
    date: formatDate(drive.date),
    title: words.title,
    description: words.description,
    time: `${localizeTime(drive.startTime)} – ${localizeTime(drive.endTime)}`,
    location: addressLine(words.address, drive.district),
    href: pagePath(PAGE_PATHS.driveDetails, drive._id),
  };
};

/** The places a drive has left, in words: '1 place free', '12 places free' or 'Fully booked'. */
export const freePlacesText = (freePlaces: number, t: Translate): string => {
  if (freePlaces <= 0) return t('Fully booked');
  return countText(t, freePlaces, '1 place free', '{count} places free');
};
