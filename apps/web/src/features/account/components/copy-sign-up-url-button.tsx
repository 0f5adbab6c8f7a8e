import { Check, Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard.ts';

/** The address a student opens to join this institute: /institute/signup?id= on the product's own origin. */
export function instituteSignUpUrl(origin: string, instituteId: string) {
  return `${origin}${paths.institute.signUp.getHref(instituteId)}`;
}

export function CopySignUpUrlButton({
  instituteId,
  instituteName,
}: {
  instituteId: string;
  instituteName: string;
}) {
  const { copy, copied } = useCopyToClipboard();
  const onClick = () =>
    copy(instituteSignUpUrl(window.location.origin, instituteId)).catch(() =>
      toast.error(
        'Could not copy the sign-up URL. Copy it from the address bar of the sign-up page instead.',
      ),
    );
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onClick}
      title={`Copy the sign-up URL of ${instituteName}`}
      className="min-w-28"
    >
      {copied ? <Check aria-hidden className="text-success" /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy URL'}</span>
    </Button>
  );
}
