import { Hero } from '@/features/landing/components/hero.tsx';

export default function LandingRoute() {
  return (
    <>
      <title>Rehearse (beta): AI mock interview practice</title>
      <Hero />
    </>
  );
}
