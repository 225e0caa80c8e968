import type { AuthUser } from '@newsjack/shared';
import { PanelLeftClose, PanelLeftOpen, Signpost } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useLocalStorage } from '@/hooks/use-local-storage';
import { cn } from '@/lib/utils';
import { BrandLogo } from './brand-logo';
import { NavLink } from './nav-link';
import { visibleNavItems } from './nav-items';
import { UserBadge } from './user-badge';

export const SIDEBAR_COLLAPSED_KEY = 'newsjack.sidebarCollapsed';

interface SidebarProps {
  user: AuthUser | null;
  isAdmin: boolean;
  onStartTour: () => void;
}

/** Desktop navigation (768 px and up): expanded (w-48) or collapsed to icons (w-16), remembered per browser. */
export function Sidebar({ user, isAdmin, onStartTour }: SidebarProps) {
  const [collapsed, setCollapsed] = useLocalStorage(SIDEBAR_COLLAPSED_KEY, false);
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const helpButton = (
    <Button
      variant="ghost"
      size="sm"
      onClick={onStartTour}
      className={cn('w-full justify-start gap-3 px-3 text-muted-foreground', collapsed && 'justify-center px-0')}
    >
      <Signpost className="size-[18px]" aria-hidden="true" />
      <span className={cn(collapsed && 'sr-only')}>Help &amp; Tour</span>
    </Button>
  );

  return (
    <aside
      aria-label="Sidebar"
      data-collapsed={collapsed}
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-card transition-[width] duration-200 md:flex',
        collapsed ? 'w-16' : 'w-48',
      )}
    >
      <div
        className={cn('flex h-16 items-center gap-2 border-b px-3', collapsed ? 'justify-center' : 'justify-between')}
      >
        {!collapsed && <BrandLogo />}
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground"
          onClick={() => setCollapsed(!collapsed)}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
        >
          <ToggleIcon className="size-[18px]" aria-hidden="true" />
        </Button>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-3">
        <ul className="flex flex-col gap-0.5">
          {visibleNavItems(isAdmin).map((item) => (
            <li key={item.href}>
              <NavLink item={item} compact={collapsed} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-2 border-t p-2">
        {collapsed ? (
          <Tooltip>
            <TooltipTrigger asChild>{helpButton}</TooltipTrigger>
            <TooltipContent side="right">Help &amp; Tour</TooltipContent>
          </Tooltip>
        ) : (
          helpButton
        )}
        <div className="px-1 py-1">
          <UserBadge user={user} compact={collapsed} />
        </div>
      </div>
    </aside>
  );
}
