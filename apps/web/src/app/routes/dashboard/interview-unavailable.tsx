import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

/** Honest placeholder for the interview screens that a later issue builds. */
export function InterviewUnavailable({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-20 text-center">
      <title>{`${title} | Rehearse`}</title>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">This interview is not available yet.</p>
      <Link to={paths.dashboard.root.getHref()} className={buttonVariants()}>
        Back to Dashboard
      </Link>
    </section>
  );
}
