import type { AlertWaveReach } from './alert-wave.schemas';

/** The request page's panel of alert waves, and the server's answers about them. Templates fill `{name}`. */
export const ALERT_WAVE_TEXTS = {
  title: 'Alert waves',
  hint: 'Donors are alerted in waves: the best matches first, then wider while the request still lacks donors.',
  loading: 'Loading the alert waves',
  loadFailed: 'The alert waves could not be loaded.',
  none: 'No wave has been sent yet.',
  wave: 'Wave {number}',
  alerted: 'Donors alerted: {count}',
  sentByStaff: 'Sent by staff',
  nextAt: 'Next wave: {time}',
  noMoreWaves: 'No further wave is planned.',
  sendNext: 'Send next wave now',
  sent: 'Wave {number} sent. Donors alerted: {count}.',
  filled: 'This request has all the donors it needs: no more alerts are sent.',
  nobodyLeft: 'Every matching donor who can be alerted has been alerted already.',
  justSent: 'Another wave was sent just now. Reload to see it.',
  /** A 'nearby' wave (issue 48): `{place}` is the hospital's name, or one of the two below. */
  within: 'Within {km} km of {place}',
  placeGiven: 'the place given',
  districtCentre: 'the centre of {district}',
} as const;

/** Who a wave could reach (alert_waves.reach). */
export const ALERT_REACH_LABELS = {
  'district-exact': 'Same blood group, same district',
  'district-compatible': 'Compatible groups, same district',
  'division-compatible': 'Compatible groups, whole division',
  nearby: 'Matching groups nearby',
  division: 'Matching groups, the whole division',
  country: 'Matching groups, the whole country',
} as const satisfies Record<AlertWaveReach, string>;
