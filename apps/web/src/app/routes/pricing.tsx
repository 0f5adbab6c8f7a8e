import { PricingPlans } from '@/features/pricing/components/pricing-plans.tsx';

export default function PricingRoute() {
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-16 sm:px-6">
      <title>Subscription Pricing | Rehearse</title>
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Subscription Pricing</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Choose the best plan for your needs and get started today.
        </p>
      </div>
      <PricingPlans />
    </section>
  );
}
