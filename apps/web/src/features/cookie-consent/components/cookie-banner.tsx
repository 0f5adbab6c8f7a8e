import { Cookie } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { STORAGE_KEYS } from '@/lib/storage.ts';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.cookieBannerDismissed) === 'true';
  } catch {
    return false;
  }
}

/**
 * SPEC §1: the app only sets necessary cookies, so both answers simply dismiss the notice. It starts visible and
 * stays dismissed on this browser afterwards (ADR 031).
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => !wasDismissed());
  if (!visible) return null;

  const dismiss = () => {
    localStorage.setItem(STORAGE_KEYS.cookieBannerDismissed, 'true');
    setVisible(false);
  };

  return (
    <section
      aria-label="Cookie notice"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-3xl flex-col gap-3 rounded-xl border bg-background p-4 shadow-lg sm:flex-row sm:items-center"
    >
      <Cookie aria-hidden className="hidden size-6 shrink-0 text-primary sm:block" />
      <p className="flex-1 text-sm text-muted-foreground">
        We use only the cookies that are necessary for Rehearse to work, such as remembering your sidebar
        preference. No tracking or advertising cookies. Read our{' '}
        <Link
          to={paths.privacyPolicy.getHref()}
          className="font-medium text-primary underline underline-offset-4"
        >
          privacy policy
        </Link>
        .
      </p>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={dismiss}>
          I decline
        </Button>
        <Button size="sm" onClick={dismiss}>
          I Understand
        </Button>
      </div>
    </section>
  );
}
