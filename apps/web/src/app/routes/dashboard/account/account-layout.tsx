import { Building2, Inbox, ListPlus, UserRound, Users } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { cn } from '@/lib/utils.ts';

/**
 * SPEC §2 account area: the side menu shows 'Institutes' only to the super admin, 'Users' only to institute admins.
 * The super admin also reads the Contact Us and Request Job Title inboxes here (ADR 055).
 */
export default function AccountLayout() {
  const session = useSession();
  const role = session.user?.role;
  const items = [
    ...(role === 'SUPER_ADMIN'
      ? [
          { to: paths.dashboard.account.institutes.getHref(), label: 'Institutes', icon: Building2 },
          // Not 'Users': SPEC shows that entry to institute admins only.
          { to: paths.dashboard.account.individuals.getHref(), label: 'Individual Users', icon: UserRound },
          { to: paths.dashboard.account.messages.getHref(), label: 'Messages', icon: Inbox },
          { to: paths.dashboard.account.requests.getHref(), label: 'Job Title Requests', icon: ListPlus },
        ]
      : []),
    ...(role === 'INSTITUTE_ADMIN'
      ? [{ to: paths.dashboard.account.users.getHref(), label: 'Users', icon: Users }]
      : []),
  ];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 md:flex-row">
      <nav aria-label="Account" className="md:w-48 md:shrink-0">
        <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Account
        </p>
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {items.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent',
                    isActive && 'bg-accent text-accent-foreground',
                  )
                }
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
