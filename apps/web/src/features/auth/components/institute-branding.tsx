import { Building2 } from 'lucide-react';
import { MSG } from '@rehearse/contracts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePublicInstitute } from '../api/get-public-institute.ts';

/** Shows which institute the person is signing in to (or that the link points nowhere). */
export function InstituteBranding({ instituteId }: { instituteId: string }) {
  const institute = usePublicInstitute(instituteId);
  if (institute.isPending) return <Skeleton className="h-10 w-56" />;
  if (institute.isError) {
    return (
      <p
        role="alert"
        className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
      >
        {institute.error.message === MSG.instituteNotFound
          ? 'This sign-in link points to an institute that does not exist. Ask your institute for a new link.'
          : 'We could not load your institute right now.'}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-3 rounded-lg border bg-accent/60 px-3 py-2 text-accent-foreground">
      <Building2 aria-hidden className="size-5 shrink-0" />
      <span className="text-base font-semibold" data-testid="institute-name">
        {institute.data.institute_name}
      </span>
    </p>
  );
}
