import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

export default function NotFoundRoute() {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <title>Page Not Found | Rehearse</title>
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to={paths.home.getHref()} className={buttonVariants()}>
        Go Home
      </Link>
    </main>
  );
}
