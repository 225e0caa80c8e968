import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authUserSchema, type LoginBody } from '@newsjack/shared';
import { apiRequest, readJson } from '@/lib/api-client';
import { applySignedInUser } from './signed-in';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => readJson(await apiRequest('POST', '/api/auth/login', body), authUserSchema),
    onSuccess: (user) => applySignedInUser(queryClient, user),
  });
}
