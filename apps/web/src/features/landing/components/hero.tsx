import { ArrowRight, BarChart3, MessageSquareText, Video } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

const HIGHLIGHTS = [
  {
    icon: MessageSquareText,
    title: 'Industry-specific questions',
    text: 'Asked aloud by an AI interviewer for your role.',
  },
  { icon: Video, title: 'Real-time practice', text: 'Answer on camera, just like the real interview.' },
  {
    icon: BarChart3,
    title: 'Personalized analytics',
    text: 'Scores for domain knowledge, articulation and communication.',
  },
];

/** A placeholder hero until the full landing page (its own issue) replaces it. */
export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_60%)]"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-28">
        <span className="rounded-full border bg-background px-3 py-1 text-sm font-medium text-accent-foreground">
          AI mock interviews (beta)
        </span>
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Practice interviews with personalized AI feedback
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
          Rehearse asks you real interview questions for your role and experience, records your answers on
          video, and gives you a detailed report on how you did.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.auth.signIn.getHref()} className={buttonVariants({ size: 'lg' })}>
            Try for free
            <ArrowRight aria-hidden />
          </Link>
          <Link to={paths.pricing.getHref()} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            See pricing
          </Link>
        </div>
      </div>
      <ul className="mx-auto grid max-w-5xl gap-4 px-4 pb-24 sm:grid-cols-3 sm:px-6">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-5 shadow-sm">
            <Icon aria-hidden className="mb-3 size-6 text-primary" />
            <h2 className="font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
