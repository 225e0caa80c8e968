import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { applySignedInUser } from './signed-in';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) =>
      readJson(await apiRequest('POST', '/api/auth/login', body), sharedSchema('authUserSchema')),
    onSuccess: (user) => applySignedInUser(queryClient, user),
  });
}
