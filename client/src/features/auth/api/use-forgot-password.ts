import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (body: ForgotPasswordBody) =>
      readJson(await apiRequest('POST', '/api/auth/forgot-password', body), sharedSchema('messageResponseSchema')),
  });
}
