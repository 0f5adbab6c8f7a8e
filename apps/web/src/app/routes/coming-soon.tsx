import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

const TITLES: Record<string, string> = {
  [paths.interviews.path]: 'Interviews',
  [paths.solutions.path]: 'Solutions',
  [paths.resume.path]: 'Resume',
};

/** /interviews, /solutions and /resume are linked from the menu but have no screen yet (SPEC §2). */
export default function ComingSoonRoute() {
  const { pathname } = useLocation();
  const title = TITLES[pathname] ?? 'This page';
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-24 text-center">
      <title>{`${title} | Rehearse`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">
        This page is coming soon. Meanwhile, you can start practising for free.
      </p>
      <Link to={paths.auth.signIn.getHref()} className={buttonVariants()}>
        Try for free
      </Link>
    </section>
  );
}
