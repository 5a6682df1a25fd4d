import { publicMessages } from '@immopilote/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FeaturesSection } from '../components/landing/features-section';
import { HelpSection } from '../components/landing/help-section';
import { HeroSection } from '../components/landing/hero-section';
import { PricingSection } from '../components/landing/pricing-section';
import { ProblemsSection } from '../components/landing/problems-section';
import { PageMeta } from '../components/page-meta';
import { scrollToSection } from '../lib/scroll-to-section';

export function Component() {
  const { hash } = useLocation();
  useEffect(() => {
    // Deep links such as /#pricing (shared, or opened in a new tab from the header).
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);
  return (
    <>
      <PageMeta
        title={publicMessages.meta.landingTitle}
        description={publicMessages.meta.landingDescription}
        path="/"
      />
      <HeroSection />
      <ProblemsSection />
      <FeaturesSection />
      <PricingSection />
      <HelpSection />
    </>
  );
}
