import { usePageTitle } from '../../../lib/use-page-title';
import { CampaignCarousel } from '../components/campaign-carousel';
import { ContactSection } from '../components/contact-section';
import { HeroSection } from '../components/hero-section';
import { WelcomeSection } from '../components/welcome-section';

export function HomePage() {
  usePageTitle('Home');
  return (
    <>
      <HeroSection />
      <CampaignCarousel />
      <WelcomeSection />
      <ContactSection />
    </>
  );
}
