import type { ReactNode } from 'react';

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-16 leading-7 sm:px-6">
      <title>{`${title} | Rehearse`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </article>
  );
}
