import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { CheckCircle2 } from 'lucide-react';
import { CentredCardScreen } from '@/components/layout/centred-card-screen';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LOGIN_URL, navigation } from '@/lib/navigation';
import { authConfigQueryOptions } from './api/auth-config-query';
import { CreateAccountForm } from './components/create-account-form';
import { SignInForm } from './components/sign-in-form';
import { safeReturnTo } from '@/lib/return-to';
import { paths } from '@/lib/paths';

const HIGHLIGHTS = [
  'Trends ranked by how much they matter to your company',
  'Story angles for press releases, blogs, social and thought leadership',
  'Journalists found from their real bylines, never invented',
  'Pitches written around each reporter’s recent coverage',
];

type Mode = 'signin' | 'register';

/** Local accounts: sign in or create an account. With OIDC configured, the identity provider does this instead. */
export function SignInPage() {
  const search = useSearch();
  const [, setLocation] = useLocation();
  const [mode, setMode] = useState<Mode>(() =>
    new URLSearchParams(search).get('mode') === 'register' ? 'register' : 'signin',
  );
  const config = useQuery(authConfigQueryOptions());
  const usesOidc = config.data?.provider === 'oidc';

  useEffect(() => {
    if (usesOidc) navigation.assign(LOGIN_URL);
  }, [usesOidc]);

  // A failed config fetch falls back to the local form: it is the default set-up, and the server will say if not.
  if (config.isLoading || usesOidc) return <FullPageSpinner label="Opening sign-in" />;

  const onSignedIn = () => setLocation(safeReturnTo(search), { replace: true });

  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <Link href={paths.home} className="inline-flex w-fit items-center gap-2 rounded-md text-lg font-semibold">
          <span className="flex size-8 items-center justify-center rounded-lg bg-white/15 font-bold">N</span>
          Newsjack
        </Link>
        <div className="max-w-md">
          <h2 className="text-3xl font-semibold leading-tight tracking-tight">
            Be part of the story while it is still being written.
          </h2>
          <ul className="mt-8 grid gap-3 text-indigo-50">
            {HIGHLIGHTS.map((line) => (
              <li key={line} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-indigo-200" aria-hidden="true" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-indigo-200">Self-hosted. Your data stays on your server.</p>
      </aside>

      <CentredCardScreen
        besideAside
        title={mode === 'signin' ? 'Welcome back' : 'Create your account'}
        description={
          mode === 'signin'
            ? 'Sign in to see what the news cycle has for you today.'
            : 'Set up takes about two minutes. No credit card needed.'
        }
      >
        <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
          <TabsList className="mb-6 grid w-full grid-cols-2">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="register">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm onSignedIn={onSignedIn} />
          </TabsContent>
          <TabsContent value="register">
            <CreateAccountForm onSignedIn={onSignedIn} />
          </TabsContent>
        </Tabs>
      </CentredCardScreen>
    </div>
  );
}
