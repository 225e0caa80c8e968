import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { uniqueKeywordTerms, type CompanyProfile } from '@newsjack/shared';
import { apiRequest } from '@/lib/api-client';
import { API_PATHS, invalidateApiPaths } from '@/lib/cache-invalidation';
import { activeCompanyProfileQueryOptions, trackedKeywordsQueryOptions } from '@/lib/company-queries';
import { toast } from './use-toast';

/** Adds each term in turn; a term the server refuses (a duplicate, say) is skipped. Returns how many were added. */
async function addKeywords(terms: readonly string[]): Promise<number> {
  let added = 0;
  for (const term of terms) {
    try {
      await apiRequest('POST', API_PATHS.keywords, { term });
      added += 1;
    } catch {
      // Individual failures are skipped (spec 01 §4).
    }
  }
  return added;
}

/**
 * Keyword auto-population (spec 01 §4): when the active company has suggested keywords and the user tracks none,
 * every suggestion is added, once per active company. The guard is keyed by company, so switching to another
 * company allows one more run for that one.
 */
export function useKeywordAutoPopulation(enabled = true): void {
  const queryClient = useQueryClient();
  const profileQuery = useQuery(activeCompanyProfileQueryOptions(enabled));
  const profile: CompanyProfile | null = profileQuery.data ?? null;
  const keywordsQuery = useQuery(trackedKeywordsQueryOptions(enabled && profile !== null));
  const keywords = keywordsQuery.data;
  const populatedFor = useRef<number | null>(null);

  useEffect(() => {
    // Both answers must be settled: mid-switch one of them may still describe the previous company.
    if (!profile || !keywords || profileQuery.isFetching || keywordsQuery.isFetching) return;
    if (populatedFor.current === profile.id) return;
    const terms = uniqueKeywordTerms(profile.suggestedKeywords);
    if (terms.length === 0 || keywords.length > 0) return;

    populatedFor.current = profile.id;
    const companyName = profile.companyName;
    void addKeywords(terms).then(async (added) => {
      if (added > 0) {
        toast({
          title: 'Keywords Added',
          description: `Successfully added ${added} tracking keywords for ${companyName}`,
        });
      }
      await invalidateApiPaths(queryClient, [API_PATHS.keywords, API_PATHS.stats]);
    });
  }, [profile, keywords, profileQuery.isFetching, keywordsQuery.isFetching, queryClient]);
}

/** Mounted once by the signed-in shell; renders nothing. */
export function KeywordAutoPopulation(): null {
  useKeywordAutoPopulation();
  return null;
}
