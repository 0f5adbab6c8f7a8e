import type { ReactNode } from 'react';
import { MSG } from '@rehearse/contracts';
import { useSession } from '@/lib/session.ts';

/** Student pages are the institute admin's; anyone else gets the server's own words. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.role !== 'INSTITUTE_ADMIN')
    return (
      <p role="alert" className="mx-auto max-w-6xl rounded-lg border p-6 text-muted-foreground">
        {MSG.forbidden}.
      </p>
    );
  return <div className="mx-auto max-w-6xl">{children}</div>;
}
