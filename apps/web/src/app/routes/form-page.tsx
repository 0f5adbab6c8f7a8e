import type { ReactNode } from 'react';

/** The frame of the public forms: heading, short explanation, and the form on a card. */
export function FormPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-16 sm:px-6">
      <title>{`${title} | Rehearse`}</title>
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-muted-foreground">{description}</p>
      </div>
      <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">{children}</div>
    </section>
  );
}
