import { queryOptions } from '@tanstack/react-query';
import { getJson, sharedSchema } from '@/lib/api-client';
import { authKeys } from '@/lib/query-keys';

/** Which sign-in the server offers: local accounts or an OpenID Connect provider. Public. */
export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.config(),
    queryFn: getJson('/api/auth/config', { on401: 'throw', schema: sharedSchema('authConfigSchema') }),
  });
