import { useQuery } from '@tanstack/react-query';
import { BookOpen, Globe, TrendingUp, Users } from 'lucide-react';
import { adminQueries } from '../api/admin-queries';
import { FetchError, StatCard } from './stat-card';

export function StatsTab() {
  const { data, error } = useQuery(adminQueries.stats());
  return (
    <div className="space-y-4">
      <FetchError error={error} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Users" value={data?.totalUsers} icon={Users} />
        <StatCard label="Total Trends" value={data?.totalTrends} icon={TrendingUp} />
        <StatCard label="Story Angles" value={data?.totalStoryAngles} icon={BookOpen} />
        <StatCard label="Global Trends" value={data?.totalGlobalTrends} icon={Globe} />
      </div>
    </div>
  );
}
