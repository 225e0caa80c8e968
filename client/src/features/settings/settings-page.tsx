import { useQuery } from '@tanstack/react-query';
import { KeyRound, LogOut, Mail, Sparkles, UserRound } from 'lucide-react';
import type { AuthUser } from '@newsjack/shared';
import { PageHeader } from '@/components/layout/page-header';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { authUserQueryOptions } from '@/hooks/use-auth';
import { creditBalanceQueryOptions } from '@/lib/credit-balance';
import { LOGOUT_URL, navigation } from '@/lib/navigation';
import { userDisplayName, userInitial } from '@/lib/user-identity';
import { AppearanceCard } from './components/appearance-card';
import { MailboxCard } from './components/mailbox-card';
import { DigestCard } from './components/digest-card';
import { DeleteAccount } from './components/delete-account-dialog';
import { EmailForm } from './components/email-form';
import { NameForm } from './components/name-form';
import { PasswordForm } from './components/password-form';
import { creditUsage } from './credit-usage';

export function SettingsPage() {
  const { data: user } = useQuery(authUserQueryOptions());
  // The server applies the monthly reset when the balance is read; ask again whenever Settings opens.
  const balance = useQuery({ ...creditBalanceQueryOptions(), staleTime: 0 });
  const name = userDisplayName(user);
  const usage = balance.data ? creditUsage(balance.data) : null;

  return (
    <>
      <PageHeader title="Settings" subtitle="Your account, usage and sign-out" />
      <div className="grid gap-6 lg:max-w-3xl">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <UserRound className="size-5 text-primary" aria-hidden="true" />
              Account Information
            </CardTitle>
            <CardDescription>How you appear in Newsjack</CardDescription>
          </CardHeader>
          <CardContent className="flex items-center gap-4">
            <Avatar className="size-14">
              {user?.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt={name} />}
              <AvatarFallback className="text-lg">{userInitial(user)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0">
              <p className="truncate text-base font-semibold">{name}</p>
              <p className="flex items-center gap-1.5 truncate text-sm text-muted-foreground">
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                {user?.email || 'No email provided'}
              </p>
            </div>
          </CardContent>
        </Card>

        {user && <AccountChanges user={user} />}

        <MailboxCard />

        <DigestCard />

        <AppearanceCard />

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Sparkles className="size-5 text-primary" aria-hidden="true" />
              API Usage
            </CardTitle>
            <CardDescription>
              Each story-angle or pitch generation uses 1 credit. Credits reset monthly.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {balance.isError ? (
              <p role="alert" className="text-sm text-destructive">
                Could not load your credit balance.
              </p>
            ) : !usage ? (
              <>
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-2 w-full" />
              </>
            ) : (
              <>
                <div className="flex items-baseline justify-between gap-2">
                  <p className="text-sm">
                    <span className="text-2xl font-semibold tabular-nums">{usage.remaining}</span>
                    <span className="text-muted-foreground"> of {usage.allowance} credits left</span>
                  </p>
                  <p className="text-sm text-muted-foreground tabular-nums">{usage.used} used</p>
                </div>
                <Progress value={usage.remaining} max={usage.allowance} aria-label="Credits remaining" />
                {usage.resetsOn && <p className="text-sm text-muted-foreground">Resets on {usage.resetsOn}</p>}
              </>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Account Actions</CardTitle>
            <CardDescription>
              Signing out ends your session on this browser. Deleting your account removes it and everything in it.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => navigation.assign(LOGOUT_URL)}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
            {user && <DeleteAccount user={user} />}
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/**
 * Name, e-mail and password for an account that signs in with a password. An account signed in by the identity
 * provider gets all three from it (they are rewritten at each sign-in), so Settings says where to change them.
 */
function AccountChanges({ user }: { user: AuthUser }) {
  if (user.signIn === 'provider') {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-5 text-primary" aria-hidden="true" />
            Sign-in
          </CardTitle>
          <CardDescription>
            You sign in through your organisation&apos;s identity provider. Your name, e-mail and password come from it:
            change them there.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Name</CardTitle>
          <CardDescription>Shown in the sidebar and on your account.</CardDescription>
        </CardHeader>
        <CardContent>
          <NameForm key={`${user.firstName}|${user.lastName}`} user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Email Address</CardTitle>
          <CardDescription>
            The address you sign in with. Confirm the change with your current password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <EmailForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>Changing it signs you out on every other browser and device.</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm email={user.email} />
        </CardContent>
      </Card>
    </>
  );
}
