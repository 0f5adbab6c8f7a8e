import { Building2, ChartLine, LayoutDashboard, Users } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { User } from '@rehearse/contracts';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@/components/ui/sidebar.tsx';
import { useSidebar } from '@/components/ui/sidebar-context.ts';
import { paths } from '@/config/paths.ts';
import { UserMenu } from '@/features/auth/components/user-menu.tsx';
import { brandNameFor } from '@/lib/auth-redirect.ts';

function navItemsFor(role: User['role']) {
  const items = [
    { to: paths.dashboard.root.getHref(), label: 'Dashboard', icon: LayoutDashboard, exact: true },
    { to: paths.dashboard.progress.getHref(), label: 'Progress', icon: ChartLine, exact: true },
  ];
  if (role === 'SUPER_ADMIN') {
    items.push({
      to: paths.dashboard.account.institutes.getHref(),
      label: 'Institutes',
      icon: Building2,
      exact: false,
    });
  }
  if (role === 'INSTITUTE_ADMIN') {
    items.push({ to: paths.dashboard.account.users.getHref(), label: 'Users', icon: Users, exact: false });
  }
  return items;
}

/** SPEC §2: logo (institute name for institute roles, else the product name), navigation, user menu. */
export function DashboardSidebar({ user }: { user: User }) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const brand = brandNameFor(user);
  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar label="Sidebar">
      <SidebarHeader className="border-b border-sidebar-border">
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild className="h-11">
              <Link to={paths.dashboard.root.getHref()} onClick={closeOnMobile} data-testid="sidebar-logo">
                <span
                  aria-hidden
                  className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
                >
                  {brand.charAt(0).toUpperCase()}
                </span>
                <span className="truncate text-base font-semibold">{brand}</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Dashboard">
          <SidebarMenu>
            {navItemsFor(user.role).map(({ to, label, icon: Icon, exact }) => {
              const active = exact ? pathname === to : pathname.startsWith(to);
              return (
                <SidebarMenuItem key={to}>
                  <SidebarMenuButton asChild isActive={active}>
                    <Link
                      to={to}
                      onClick={closeOnMobile}
                      aria-current={active ? 'page' : undefined}
                      title={label}
                    >
                      <Icon aria-hidden />
                      <span>{label}</span>
                    </Link>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              );
            })}
          </SidebarMenu>
        </nav>
      </SidebarContent>
      <SidebarFooter className="border-t border-sidebar-border">
        <SidebarMenu>
          <SidebarMenuItem>
            <UserMenu user={user} />
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
