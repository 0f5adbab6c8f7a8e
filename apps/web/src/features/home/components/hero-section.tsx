import type { JobTitle } from '@rehearse/contracts';
import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { JOB_TITLE_PLACEHOLDER, JobTitleCombobox } from '@/components/job-title-combobox.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { SelectedRole } from '../lib/selected-role.ts';

export function HeroSection({ onStartPractice }: { onStartPractice: (role: SelectedRole) => void }) {
  const [jobTitle, setJobTitle] = useState<JobTitle | null>(null);
  const labelId = useId();
  const comboboxId = useId();

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_65%)]"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24">
        <p className="inline-flex items-center gap-2 rounded-full border bg-background py-1 pr-3 pl-1 text-sm font-medium text-accent-foreground">
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground uppercase">
            Beta
          </span>
          <Sparkles className="size-4" aria-hidden />
          Free to try during the beta
        </p>
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Practice interviews with personalized AI feedback tailored to your experience
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
          Pick the job you are aiming for, answer real interview questions on camera, and get a scored report
          on your domain knowledge, articulation and communication, with concrete advice for your next
          attempt.
        </p>
        <form
          className="flex flex-col items-center gap-3 sm:flex-row"
          aria-label="Start a practice interview"
          onSubmit={(event) => {
            event.preventDefault();
            if (jobTitle)
              onStartPractice({
                label: jobTitle.job_title,
                value: jobTitle.job_title,
                job_description: jobTitle.job_description,
              });
          }}
        >
          {/* Named 'Job title' plus what the button shows, e.g. 'Job title Data Analyst'. */}
          <span id={labelId} className="sr-only">
            Job title
          </span>
          <JobTitleCombobox
            id={comboboxId}
            aria-labelledby={`${labelId} ${comboboxId}`}
            value={jobTitle?.job_title ?? null}
            onSelect={setJobTitle}
            placeholder={JOB_TITLE_PLACEHOLDER}
            listLabel="Job titles"
            searchLabel="Search job titles"
            className="h-11 w-56"
          />
          <Button type="submit" size="lg" disabled={!jobTitle} className="tracking-wide">
            START PRACTICE
          </Button>
        </form>
        <p className="text-sm text-muted-foreground">
          No credit card needed. Your first two interviews are free.
        </p>
      </div>
    </section>
  );
}
