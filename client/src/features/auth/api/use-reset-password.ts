import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';

/** Sets a new password with the link's token; every other session of the account is signed out by the server. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) =>
      readJson(await apiRequest('POST', '/api/auth/reset-password', body), sharedSchema('messageResponseSchema')),
  });
}
