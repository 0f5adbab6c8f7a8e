import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { BILLING_MSG, type User } from '@rehearse/contracts';
import { NameForm } from './name-form.tsx';
import { OwnDataSection } from './own-data-section.tsx';
import { PlanSection } from './plan-section.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The person's own profile: name, plan, and their data (issue 12). */
export function ProfilePage({ user }: { user: User }) {
  const [searchParams] = useSearchParams();
  const paid = searchParams.get('checkout') === 'success';
  useEffect(() => {
    if (paid) toast.success(BILLING_MSG.paymentReceived);
  }, [paid]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>Profile | Rehearse</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Profile</h1>
        <p className="text-muted-foreground">{user.email}</p>
      </div>
      <Section title="Your name">
        <NameForm user={user} />
      </Section>
      <Section title="Plan">
        <PlanSection individual={user.role === 'USER'} />
      </Section>
      <Section title="Your data">
        <OwnDataSection user={user} />
      </Section>
    </div>
  );
}
