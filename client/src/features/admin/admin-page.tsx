import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { BrandLogo } from '@/components/layout/brand-logo';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth, useIsAdmin } from '@/hooks/use-auth';
import { paths } from '@/lib/paths';
import { userDisplayName } from '@/lib/user-identity';
import { AccessDenied } from './access-denied';
import { CacheTab } from './components/cache-tab';
import { CleanupTab } from './components/cleanup-tab';
import { ConfigTab } from './components/config-tab';
import { ContactsTab } from './components/contacts-tab';
import { DiscoveryTab } from './components/discovery-tab';
import { StatsTab } from './components/stats-tab';
import { TopicsTab } from './components/topics-tab';
import { UsersTab } from './components/users-tab';

/** The eight tabs in the spec's order; each mounts (and fetches) only while shown. */
const TABS = [
  { value: 'stats', label: 'Stats' },
  { value: 'users', label: 'Users' },
  { value: 'topics', label: 'Topics' },
  { value: 'cleanup', label: 'Cleanup' },
  { value: 'cache', label: 'Cache' },
  { value: 'contacts', label: 'Contacts' },
  { value: 'discovery', label: 'Discovery' },
  { value: 'config', label: 'Config' },
] as const;

/** The operator panel, outside the app shell. Everyone else gets the access-denied page, signed in or not. */
export function AdminPage() {
  const { user } = useAuth();
  const { isAdmin, isLoading } = useIsAdmin();
  if (isLoading) return <FullPageSpinner />;
  if (!user || !isAdmin) return <AccessDenied user={user} />;

  const name = userDisplayName(user);
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <BrandLogo />
          <Button asChild variant="outline" size="sm">
            <Link href={paths.home}>
              <ArrowLeft aria-hidden="true" />
              Back to App
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <PageHeader
          title="Admin Panel"
          subtitle={name === 'User' ? 'Welcome back, operator' : `Welcome back, ${name}`}
        />
        <Tabs defaultValue="stats">
          <TabsList className="h-auto flex-wrap">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="stats" className="mt-6">
            <StatsTab />
          </TabsContent>
          <TabsContent value="users" className="mt-6">
            <UsersTab currentUserId={user.id} />
          </TabsContent>
          <TabsContent value="topics" className="mt-6">
            <TopicsTab />
          </TabsContent>
          <TabsContent value="cleanup" className="mt-6">
            <CleanupTab />
          </TabsContent>
          <TabsContent value="cache" className="mt-6">
            <CacheTab />
          </TabsContent>
          <TabsContent value="contacts" className="mt-6">
            <ContactsTab />
          </TabsContent>
          <TabsContent value="discovery" className="mt-6">
            <DiscoveryTab />
          </TabsContent>
          <TabsContent value="config" className="mt-6">
            <ConfigTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
