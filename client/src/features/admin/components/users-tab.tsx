import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@newsjack/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { adminQueries } from '../api/admin-queries';
import { useDeleteUser } from '../api/use-delete-user';
import { useSetAgencyPlan } from '../api/use-set-agency-plan';
import { fullName, initial } from '../admin-format';
import { FetchError } from './stat-card';

/** Every account: initial, name, e-mail, onboarding badge, the agency plan switch and Delete (confirmed). */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const { data: users, error, isLoading } = useQuery(adminQueries.users());
  const [pending, setPending] = useState<AdminUser | null>(null);
  const remove = useDeleteUser();
  const plan = useSetAgencyPlan();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Users</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <FetchError error={error} />
        {isLoading && <p className="text-sm text-muted-foreground">Loading users…</p>}
        {users?.length === 0 && <p className="text-sm text-muted-foreground">No users yet</p>}
        <ul className="divide-y">
          {users?.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="admin-user-row">
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary"
                aria-hidden="true"
              >
                {initial(user)}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{fullName(user)}</p>
                <p className="truncate text-sm text-muted-foreground">{user.email ?? 'No e-mail'}</p>
              </div>
              <Badge variant={user.hasCompletedOnboarding ? 'success' : 'secondary'}>
                {user.hasCompletedOnboarding ? 'Active' : 'Onboarding'}
              </Badge>
              {user.role === 'admin' && <Badge variant="outline">Admin</Badge>}
              <label className="flex items-center gap-2 text-sm">
                <Switch
                  checked={user.agencyPlan ?? false}
                  disabled={plan.isPending}
                  onCheckedChange={(agencyPlan) => plan.mutate({ id: user.id, agencyPlan })}
                  aria-label={`Agency plan for ${user.email ?? fullName(user)}`}
                />
                Agency
              </label>
              <Button
                variant="destructive"
                size="sm"
                disabled={user.id === currentUserId}
                title={user.id === currentUserId ? 'You cannot delete your own account' : undefined}
                onClick={() => setPending(user)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete {pending ? fullName(pending) : 'user'}?</DialogTitle>
            <DialogDescription>
              This removes {pending?.email ?? 'the account'} and everything it owns: companies, keywords, story angles,
              contacts, pitches and saved items. It cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => pending && remove.mutate(pending.id, { onSettled: () => setPending(null) })}
            >
              Delete User
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
