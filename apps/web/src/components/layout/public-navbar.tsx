import { Menu } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet.tsx';
import { paths } from '@/config/paths.ts';
import { Brand } from './brand.tsx';

const MOBILE_LINKS = [
  { to: paths.interviews.getHref(), label: 'Interviews' },
  { to: paths.solutions.getHref(), label: 'Solutions' },
  { to: paths.resume.getHref(), label: 'Resume' },
  { to: paths.pricing.getHref(), label: 'Pricing' },
  { to: paths.contactUs.getHref(), label: 'Contact Us' },
  { to: paths.auth.signIn.getHref(), label: 'Sign In' },
];

/** SPEC §2 public navigation: product name with (beta), Contact Us, 'Try for free'; a menu on small screens. */
export function PublicNavbar() {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Brand />
        <div className="hidden items-center gap-2 md:flex">
          <NavLink to={paths.pricing.getHref()} className={buttonVariants({ variant: 'ghost' })}>
            Pricing
          </NavLink>
          <NavLink to={paths.contactUs.getHref()} className={buttonVariants({ variant: 'ghost' })}>
            Contact Us
          </NavLink>
          <Link to={paths.auth.signIn.getHref()} className={buttonVariants()}>
            Try for free
          </Link>
        </div>
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
              <Menu aria-hidden />
            </Button>
          </SheetTrigger>
          <SheetContent side="right" className="w-72 p-6">
            <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
            <SheetDescription className="sr-only">Pages of Rehearse</SheetDescription>
            <ul className="mt-6 flex flex-col gap-1">
              {MOBILE_LINKS.map((link) => (
                <li key={link.to}>
                  <SheetClose asChild>
                    <Link to={link.to} className="block rounded-md px-3 py-2 font-medium hover:bg-accent">
                      {link.label}
                    </Link>
                  </SheetClose>
                </li>
              ))}
            </ul>
          </SheetContent>
        </Sheet>
      </nav>
    </header>
  );
}
