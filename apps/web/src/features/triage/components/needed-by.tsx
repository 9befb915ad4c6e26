import { localizeTime } from '../../../i18n/locale';
import { formatDate } from '../../../lib/format-date';
import { formatNeededBy } from '../../../lib/format-needed-by';

/**
 * When a request's blood is needed, as the board and the call sheet show it: its deadline (issue 48)
 * when the answer carries one, else the donation date and time. The date and the time each stay
 * whole, the line may break between them (a card at 360 px, in Bangla).
 */
export function NeededBy({ date, time, neededBy }: { date: string; time: string; neededBy?: string }) {
  const shown = neededBy ? formatNeededBy(neededBy) : { date: formatDate(date), time: localizeTime(time) };
  return (
    <>
      <span className="whitespace-nowrap">{shown.date},</span> <span className="whitespace-nowrap">{shown.time}</span>
    </>
  );
}
