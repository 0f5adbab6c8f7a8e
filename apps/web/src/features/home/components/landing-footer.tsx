import { Github, Linkedin, Mail, Twitter, Youtube } from 'lucide-react';

export const CONTACT_EMAIL = 'hello@rehearse.app';

/** Official accounts; see docs/decisions/053-home-footer-and-testimonials.md before changing. */
const SOCIAL_LINKS = [
  { label: 'Rehearse on LinkedIn', href: 'https://www.linkedin.com/company/rehearse-app', icon: Linkedin },
  { label: 'Rehearse on X (Twitter)', href: 'https://x.com/rehearse_app', icon: Twitter },
  { label: 'Rehearse on YouTube', href: 'https://www.youtube.com/@rehearse-app', icon: Youtube },
  { label: 'Rehearse on GitHub', href: 'https://github.com/rehearse-app', icon: Github },
];

/**
 * The landing page's footer band (SPEC §2): contact mail and social links. The copyright line is not repeated
 * here: the public layout's footer, directly below, already carries '© 2025 Rehearse. All rights reserved.'.
 */
export function LandingFooter() {
  return (
    <section
      aria-labelledby="stay-in-touch-title"
      className="below-fold border-t bg-slate-900 text-slate-100"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <h2 id="stay-in-touch-title" className="text-xl font-semibold">
            Questions or ideas?
          </h2>
          <p className="mt-1 text-sm text-slate-300">
            Write to us at{' '}
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="inline-flex items-center gap-1 font-medium text-white underline underline-offset-4"
            >
              <Mail className="size-4" aria-hidden />
              {CONTACT_EMAIL}
            </a>
          </p>
        </div>
        <ul className="flex gap-2" aria-label="Social media">
          {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
            <li key={href}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                className="inline-flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-100 transition-colors hover:bg-slate-700 focus-visible:outline-white"
              >
                <Icon className="size-5" aria-hidden />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
