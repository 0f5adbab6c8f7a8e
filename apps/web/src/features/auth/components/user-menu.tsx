import { ChevronsUpDown, CircleUser, LogOut, UserCog } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@rehearse/contracts';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { SidebarMenuButton } from '@/components/ui/sidebar.tsx';
import { paths } from '@/config/paths.ts';
import { accountHrefFor } from '@/lib/auth-redirect.ts';
import { initialsOf } from '@/lib/utils.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';

function UserAvatar({ user }: { user: User }) {
  return (
    <Avatar className="size-8 rounded-lg">
      {user.image ? <AvatarImage src={user.image} alt="" /> : null}
      <AvatarFallback className="rounded-lg">{initialsOf(user.name || user.email)}</AvatarFallback>
    </Avatar>
  );
}

function UserSummary({ user }: { user: User }) {
  return (
    <span className="grid min-w-0 flex-1 text-left text-sm leading-tight">
      <span className="truncate font-semibold">{user.name || user.email}</span>
      <span className="truncate text-xs text-muted-foreground">{user.email}</span>
    </span>
  );
}

/** SPEC §2 user menu: avatar, display name, email, Account link (admins), Log out; and the Profile (issue 12). */
export function UserMenu({ user }: { user: User }) {
  const { signOut, pending } = useSignOut();
  const accountHref = accountHrefFor(user.role);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <SidebarMenuButton
          className="h-12 group-data-[state=collapsed]/sidebar:h-8"
          aria-label={`User menu for ${user.name || user.email}`}
        >
          <UserAvatar user={user} />
          <UserSummary user={user} />
          <ChevronsUpDown aria-hidden className="ml-auto group-data-[state=collapsed]/sidebar:hidden" />
        </SidebarMenuButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="right" align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-2">
          <UserAvatar user={user} />
          <UserSummary user={user} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard.profile.getHref()}>
            <CircleUser aria-hidden />
            Profile
          </Link>
        </DropdownMenuItem>
        {accountHref ? (
          <DropdownMenuItem asChild>
            <Link to={accountHref}>
              <UserCog aria-hidden />
              Account
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem disabled={pending} onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
