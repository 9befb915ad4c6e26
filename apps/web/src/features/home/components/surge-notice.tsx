import { SurgeBanner } from '../../surges';

/** The surge banner as the home page loads it: in a chunk of its own, after the hero (issue 48). */
export function SurgeNotice() {
  return <SurgeBanner />;
}
