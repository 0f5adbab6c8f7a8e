import type { SelectedRole } from '../lib/selected-role.ts';
import { FaqSection } from './faq-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { PerformanceBlueprintSection } from './performance-blueprint-section.tsx';
import { PracticeRolesSection } from './practice-roles-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

export type { SelectedRole } from '../lib/selected-role.ts';

type LandingPageProps = {
  /** What Start Practice does is the route's decision (anonymous -> /sign-in, signed in -> Create Interview). */
  onStartPractice: (role: SelectedRole) => void;
};

/** '/' (SPEC §2 Landing page), in SPEC order. Renders inside the public layout's <main>. */
export function LandingPage({ onStartPractice }: LandingPageProps) {
  return (
    <>
      <HeroSection onStartPractice={onStartPractice} />
      <PracticeRolesSection onStartPractice={onStartPractice} />
      <FeaturesSection />
      <HowItWorksSection />
      <PerformanceBlueprintSection />
      <TestimonialsSection />
      <FaqSection />
      <LandingFooter />
    </>
  );
}
