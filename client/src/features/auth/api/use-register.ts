import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authUserSchema, type RegisterBody } from '@newsjack/shared';
import { apiRequest, readJson } from '@/lib/api-client';
import { applySignedInUser } from './signed-in';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterBody) =>
      readJson(await apiRequest('POST', '/api/auth/register', body), authUserSchema),
    onSuccess: (user) => applySignedInUser(queryClient, user),
  });
}
