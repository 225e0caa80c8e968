import { useQuery } from '@tanstack/react-query';
import { ExternalLink, KeyRound, Newspaper, Plus } from 'lucide-react';
import { useLocation } from 'wouter';
import { dedupeCaseInsensitive } from '@newsjack/shared';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth, useIsAdmin } from '@/hooks/use-auth';
import { activeCompanyQueryOptions, companyProfilesQueryOptions } from './api/company-queries';
import { displayAddress, externalHref } from './company-links';
import { AdditionalInfoCard } from './components/additional-info-card';
import { CompanySwitcher } from './components/company-switcher';
import { NoCompanyState } from './components/no-company-state';
import { PitchMailCard } from './components/pitch-mail-card';
import { ProfileCard } from './components/profile-card';
import { TagListCard } from './components/tag-list-card';
import { paths } from '@/lib/paths';

export function MyCompanyPage() {
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const { isAdmin } = useIsAdmin();
  const profilesQuery = useQuery(companyProfilesQueryOptions());
  const activeQuery = useQuery(activeCompanyQueryOptions());
  // Agencies (a plan an admin grants) and admins manage several profiles (DESIGN §5).
  const canManageSeveral = isAdmin || user?.agencyPlan === true;

  if (profilesQuery.isLoading || activeQuery.isLoading) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-sm text-muted-foreground">
        <Spinner className="size-7" label="Loading" />
        <p>Loading your company profiles...</p>
      </div>
    );
  }

  const profiles = profilesQuery.data ?? [];
  const activeId = activeQuery.data?.activeCompanyId ?? null;
  const profile = profiles.find((p) => p.id === activeId) ?? profiles[0];
  if (profilesQuery.isError || !profile) {
    return (
      <>
        <PageHeader title="My Company" />
        <NoCompanyState />
      </>
    );
  }

  const ownOutlets = dedupeCaseInsensitive(profile.mediaOutlets);
  const ownKeys = new Set(ownOutlets.map((o) => o.toLowerCase()));
  const suggestedOutlets = profile.suggestedMediaOutlets.filter((o) => !ownKeys.has(o.toLowerCase()));

  return (
    <>
      <PageHeader
        title={profile.companyName}
        subtitle={
          <a
            href={externalHref(profile.website)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            {displayAddress(profile.website)}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        }
        actions={
          canManageSeveral && (
            <>
              <CompanySwitcher profiles={profiles} activeId={profile.id} />
              <Button onClick={() => navigate(paths.onboarding)}>
                <Plus aria-hidden="true" />
                Add New Company
              </Button>
            </>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <ProfileCard key={profile.id} profile={profile} />
        </div>
        <TagListCard
          title="Tracking Keywords"
          description="Suggested from your profile; manage what is tracked on the Keywords page."
          icon={KeyRound}
          groups={[{ items: profile.suggestedKeywords, variant: 'accent' }]}
          emptyText="No tracking keywords yet."
        />
        <TagListCard
          title="Target Media Outlets"
          description="Outlets you named and the ones we suggested for your stories."
          icon={Newspaper}
          groups={[
            { label: 'Your outlets', items: ownOutlets, variant: 'secondary' },
            { label: 'Suggested', items: suggestedOutlets, variant: 'outline' },
          ]}
          emptyText="No media outlets yet."
        />
        <div className="lg:col-span-2">
          <AdditionalInfoCard profile={profile} />
        </div>
        <div className="lg:col-span-2">
          <PitchMailCard key={profile.id} profile={profile} />
        </div>
      </div>
    </>
  );
}
