import { queryOptions } from '@tanstack/react-query';
import { aiSettingsSchema } from '@newsjack/shared';
import { adminKeys } from '@/lib/query-keys';
import { adminGet } from './admin-fetch';

/** The Config tab's AI section: the settings in force (never the key, only whether one is set). */
export const aiSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.aiSettings(), queryFn: adminGet('/api/admin/ai-settings', aiSettingsSchema) });
