import { ContactSection } from './contact-section';
import { WelcomeSection } from './welcome-section';

/** The sections under the first screen: one chunk, loaded right after the hero has painted. */
export function BelowTheFold() {
  return (
    <>
      <WelcomeSection />
      <ContactSection />
    </>
  );
}
