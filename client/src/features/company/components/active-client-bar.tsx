import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { activeCompanyQueryOptions, companyProfilesQueryOptions } from '../api/company-queries';
import { CompanySwitcher } from './company-switcher';

/**
 * The client the whole app is working for, above every signed-in page (issue 22): its name always, and, for a user
 * with several company profiles (agency plan, admin), the switch itself, so changing client never needs a trip to
 * My Company. Saved items, stats, trends and keywords all follow the switch (refreshAfterCompanyChange).
 * Nothing shows before the user has a company (onboarding) or when the profiles cannot be read.
 */
export function ActiveClientBar() {
  const profilesQuery = useQuery(companyProfilesQueryOptions());
  const activeQuery = useQuery(activeCompanyQueryOptions());
  const profiles = profilesQuery.data ?? [];
  const activeId = activeQuery.data?.activeCompanyId ?? null;
  const active = profiles.find((p) => p.id === activeId) ?? profiles[0];
  // Its height is held while the profiles load: a bar arriving after the page pushed all of it down (Lighthouse's
  // layout shift, 0.055 on every signed-in screen).
  if (profilesQuery.isPending) {
    return (
      <div aria-hidden="true" className="border-b bg-card">
        <div className="h-12" />
      </div>
    );
  }
  if (!active) return null;

  return (
    <div className="border-b bg-card">
      <div
        role="group"
        aria-label="Active client"
        className="mx-auto flex h-12 w-full max-w-7xl items-center justify-end gap-2 px-4 text-sm sm:px-6 lg:px-8"
      >
        <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="text-muted-foreground">Client</span>
        {profiles.length > 1 ? (
          <CompanySwitcher
            profiles={profiles}
            activeId={active.id}
            label="Active client"
            className="h-8 w-48 sm:w-56"
          />
        ) : (
          <span className="max-w-56 truncate font-medium">{active.companyName}</span>
        )}
      </div>
    </div>
  );
}
