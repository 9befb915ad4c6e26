import { localizeTime } from '../../../i18n/locale';
import { formatDate } from '../../../lib/format-date';

/** When a request's blood is needed, as the board and the call sheet show it: the date and the time each stay whole, the line may break between them (a card at 360 px, in Bangla). */
export function NeededBy({ date, time }: { date: string; time: string }) {
  return (
    <>
      <span className="whitespace-nowrap">{formatDate(date)},</span> <span className="whitespace-nowrap">{localizeTime(time)}</span>
    </>
  );
}
