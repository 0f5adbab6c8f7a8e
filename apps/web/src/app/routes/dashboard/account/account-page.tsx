import type { ReactNode } from 'react';
import { MSG, type Role } from '@rehearse/contracts';
import { useSession } from '@/lib/session.ts';

type AccountPageProps = {
  title: string;
  description: string;
  role: Role;
  actions?: ReactNode;
  children: ReactNode;
};

/** One account list: heading, actions, and the list itself, shown only to the role it belongs to. */
export function AccountPage({ title, description, role, actions, children }: AccountPageProps) {
  const session = useSession();
  return (
    <section className="flex flex-col gap-5">
      <title>{`${title} | Rehearse`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {session.user?.role === role ? actions : null}
      </div>
      {session.user?.role === role ? (
        children
      ) : (
        <p role="alert" className="rounded-lg border p-6 text-muted-foreground">
          {MSG.forbidden}.
        </p>
      )}
    </section>
  );
}
