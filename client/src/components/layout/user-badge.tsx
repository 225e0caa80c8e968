import type { AuthUser } from '@newsjack/shared';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { userDisplayName, userInitial } from '@/lib/user-identity';
import { cn } from '@/lib/utils';

interface UserBadgeProps {
  user: AuthUser | null;
  /** Avatar only (collapsed sidebar); the name stays available to screen readers. */
  compact?: boolean;
}

/** The sidebar footer: who is signed in, labelled 'PR Manager'. */
export function UserBadge({ user, compact = false }: UserBadgeProps) {
  const name = userDisplayName(user);
  return (
    <div className={cn('flex items-center gap-3', compact && 'justify-center')} data-testid="user-badge">
      <Avatar className="size-9">
        {user?.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt={name} />}
        <AvatarFallback delayMs={user?.profileImageUrl ? 400 : undefined}>{userInitial(user)}</AvatarFallback>
      </Avatar>
      <div className={cn('min-w-0', compact && 'sr-only')}>
        <p className="truncate text-sm font-medium text-foreground">{name}</p>
        <p className="truncate text-xs text-muted-foreground">PR Manager</p>
      </div>
    </div>
  );
}
