import { Button } from '@/components/ui/button.tsx';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { useOidcPopup } from '../hooks/use-oidc-popup.ts';

function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

/**
 * The individual sign-in button. Its label comes from the server (e.g. 'Sign in with Google', or the offline
 * demo provider's label); on /sign-up the verb becomes 'Sign up'.
 */
export function OidcSignInButton({ verb = 'Sign in' }: { verb?: 'Sign in' | 'Sign up' }) {
  const providers = useAuthProviders();
  const { start, pending } = useOidcPopup();
  const label = providers.data ? providers.data.label.replace(/^Sign in/, verb) : `${verb} with Google`;
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      disabled={providers.isPending || pending}
      aria-busy={providers.isPending || pending}
      onClick={start}
    >
      {providers.data?.kind === 'google' || !providers.data ? <GoogleMark /> : null}
      {label}
    </Button>
  );
}
