import { formatNumber } from '../i18n/locale';

/** A distance to one decimal under 10 km and whole above, in the page's digits: '3.2', '৩.২', '14'. */
export const formatKm = (km: number): string => formatNumber(km < 10 ? Math.round(km * 10) / 10 : Math.round(km));
