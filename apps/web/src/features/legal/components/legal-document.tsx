import type { ReactNode } from 'react';
import { LegalPage } from '@/components/layout/legal-page.tsx';

export const LAST_UPDATED = { iso: '2026-11-23', label: '23 November 2026' };
export const CONTACT_EMAIL = 'hello@rehearse.app';

export type LegalSection = { id: string; title: string; body: ReactNode };

/**
 * A legal text: title, last-updated date, a short summary, a table of contents, then numbered sections. The
 * shell's LegalPage supplies the readable width and the page title.
 */
export function LegalDocument({
  title,
  summary,
  sections,
}: {
  title: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <LegalPage title={title}>
      <p className="text-sm text-muted-foreground">
        Last updated: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
      </p>
      <div className="rounded-xl border bg-muted/40 p-5">{summary}</div>
      <nav aria-label="Contents" className="text-sm">
        <h2 className="font-semibold">Contents</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="flex scroll-mt-20 flex-col gap-3 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5"
        >
          <h2 id={`${section.id}-title`} className="mt-6 text-xl font-semibold tracking-tight">
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </LegalPage>
  );
}

export function ContactLink() {
  return <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
}
