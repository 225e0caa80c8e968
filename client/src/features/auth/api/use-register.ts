import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { applySignedInUser } from './signed-in';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterBody) =>
      readJson(await apiRequest('POST', '/api/auth/register', body), sharedSchema('authUserSchema')),
    onSuccess: (user) => applySignedInUser(queryClient, user),
  });
}
