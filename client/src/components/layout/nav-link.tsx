import { Link, useLocation } from 'wouter';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { isActivePath, type NavItem } from './nav-items';

interface NavLinkProps {
  item: NavItem;
  /** Icon only, with the label in a hover tooltip (collapsed sidebar). */
  compact?: boolean;
  onNavigate?: () => void;
}

export function NavLink({ item, compact = false, onNavigate }: NavLinkProps) {
  const [location] = useLocation();
  const active = isActivePath(location, item.href);
  const Icon = item.icon;
  const link = (
    <Link
      href={item.href}
      data-tour={item.tour}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        compact && 'justify-center px-0',
        active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      <Icon className="size-[18px] shrink-0" aria-hidden="true" />
      {/* The label stays in the accessibility tree when collapsed, so the link keeps its name. */}
      <span className={cn('truncate', compact && 'sr-only')}>{item.label}</span>
    </Link>
  );
  if (!compact) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{item.label}</TooltipContent>
    </Tooltip>
  );
}
