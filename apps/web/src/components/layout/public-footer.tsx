import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

export function PublicFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© 2025 Rehearse. All rights reserved.</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={paths.pricing.getHref()} className="hover:text-foreground hover:underline">
            Pricing
          </Link>
          <Link to={paths.contactUs.getHref()} className="hover:text-foreground hover:underline">
            Contact Us
          </Link>
          <Link to={paths.termsAndConditions.getHref()} className="hover:text-foreground hover:underline">
            Terms and Conditions
          </Link>
          <Link to={paths.privacyPolicy.getHref()} className="hover:text-foreground hover:underline">
            Privacy Policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}
