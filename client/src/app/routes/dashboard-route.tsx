import { DashboardLayout } from '@/features/dashboard';
import { KeywordsPanel } from '@/features/keywords';
import { TrendingPanel } from '@/features/trends';
import { DashboardSearch } from './dashboard/dashboard-search';

/**
 * The dashboard composes three features: the dashboard's frame, the trends feature's panel and the keywords
 * feature's panel. The search reads trends and keywords both, so it lives here too.
 */
export function DashboardRoute() {
  return <DashboardLayout search={<DashboardSearch />} main={<TrendingPanel />} aside={<KeywordsPanel />} />;
}
