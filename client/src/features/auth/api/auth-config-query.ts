import { queryOptions } from '@tanstack/react-query';
import { authConfigSchema } from '@newsjack/shared';
import { getQueryFn } from '@/lib/api-client';

/** Which sign-in the server offers: local accounts or an OpenID Connect provider. Public. */
export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/config'],
    queryFn: getQueryFn({ on401: 'throw', schema: authConfigSchema }),
  });
