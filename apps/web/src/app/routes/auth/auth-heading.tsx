import type { ReactNode } from 'react';

export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-8 grid gap-2">
      <title>{`${title} | Rehearse`}</title>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}
