import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/auth/user/password: the server ends every other session and gives this browser a fresh one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => {
      await apiRequest('PUT', '/api/auth/user/password', body);
    },
    onSuccess: () => {
      toast({ title: 'Password Changed', description: 'You were signed out everywhere else.' });
    },
  });
}
