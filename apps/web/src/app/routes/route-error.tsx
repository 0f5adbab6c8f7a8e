import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

/** Shown when a screen fails to load or throws (e.g. a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|Importing a module/i.test(error.message);
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong!</h1>
      <p className="max-w-md text-muted-foreground">
        {chunkFailed
          ? 'A new version of Rehearse is available. Reload the page to continue.'
          : isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : 'An unexpected error stopped this page. Reload it, or go back home.'}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          onClick={() => location.reload()}
        >
          Reload
        </button>
        <Link to={paths.home.getHref()} className={buttonVariants()}>
          Go Home
        </Link>
      </div>
    </main>
  );
}
