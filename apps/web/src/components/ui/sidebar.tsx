import { Slot } from '@radix-ui/react-slot';
import { PanelLeft } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { cn } from '@/lib/utils.ts';
import { Button } from './button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet.tsx';
import { SidebarContext, useSidebar } from './sidebar-context.ts';
import {
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  isSidebarShortcut,
  readSidebarCookie,
  sidebarCookie,
} from './sidebar-state.ts';

export function SidebarProvider({ className, style, children, ...props }: ComponentProps<'div'>) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  // Collapsed by default (SPEC §2) unless the cookie remembers otherwise.
  const [open, setOpenState] = useState(() => readSidebarCookie(document.cookie) ?? false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = sidebarCookie(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle }),
    [open, setOpen, openMobile, isMobile, toggle],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        style={
          {
            '--sidebar-width': SIDEBAR_WIDTH,
            '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
            ...style,
          } as CSSProperties
        }
        className={cn('group/sidebar-wrapper flex min-h-dvh w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

export function Sidebar({
  className,
  children,
  label,
}: {
  className?: string;
  children: ReactNode;
  label: string;
}) {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          data-state="expanded"
          className="group/sidebar w-(--sidebar-width) bg-sidebar p-0 text-sidebar-foreground"
          style={{ '--sidebar-width': SIDEBAR_WIDTH_MOBILE } as CSSProperties}
        >
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <SheetDescription className="sr-only">Navigation and account menu</SheetDescription>
          <div className="flex h-full w-full flex-col">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <div
      className="group/sidebar hidden text-sidebar-foreground md:block"
      data-state={open ? 'expanded' : 'collapsed'}
    >
      {/* Holds the space the fixed sidebar covers, so the page content moves with it. */}
      <div
        className={cn(
          'relative h-dvh bg-transparent transition-[width] duration-200 ease-linear',
          open ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
        )}
      />
      <aside
        aria-label={label}
        className={cn(
          'fixed inset-y-0 left-0 z-10 flex h-dvh flex-col border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear',
          open ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
          className,
        )}
      >
        {children}
      </aside>
    </div>
  );
}

export function SidebarTrigger({ className, ...props }: ComponentProps<typeof Button>) {
  const { toggle, open, isMobile, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      title="Toggle sidebar (Ctrl/Cmd+B)"
      className={className}
      onClick={toggle}
      {...props}
    >
      <PanelLeft aria-hidden />
    </Button>
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('relative flex min-h-dvh min-w-0 flex-1 flex-col bg-background', className)}
      {...props}
    />
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex min-h-0 flex-1 flex-col gap-2 overflow-auto p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('relative', className)} {...props} />;
}

/** A menu row: icon + label; when the sidebar is collapsed only the icon shows (label kept for screen readers). */
export function SidebarMenuButton({
  className,
  asChild = false,
  isActive = false,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; isActive?: boolean }) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-active={isActive}
      className={cn(
        'flex h-9 w-full items-center gap-2 overflow-hidden rounded-md px-2 text-left text-sm outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:outline-2 focus-visible:outline-ring data-[active=true]:bg-sidebar-accent data-[active=true]:font-medium data-[active=true]:text-sidebar-accent-foreground [&>svg]:size-4 [&>svg]:shrink-0',
        'group-data-[state=collapsed]/sidebar:size-8 group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:p-0 [&>span:last-child]:truncate group-data-[state=collapsed]/sidebar:[&>span:not(:first-child)]:sr-only',
        className,
      )}
      {...props}
    />
  );
}
