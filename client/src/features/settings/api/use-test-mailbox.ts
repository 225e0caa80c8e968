import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, parseApiError, readJson, sharedSchema } from '@/lib/api-client';
import { settingsKeys } from '@/lib/query-keys';

/** POST /api/settings/mailbox/test: signs in to the saved SMTP server without sending anything. */
export function useTestMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readJson(await apiRequest('POST', '/api/settings/mailbox/test'), sharedSchema('mailboxTestResultSchema')),
    onSuccess: (result) => toast({ title: 'Connection Successful', description: result.message, variant: 'success' }),
    onError: (error) =>
      toast({ title: 'Connection Failed', description: parseApiError(error).message, variant: 'destructive' }),
    // A good test marks the settings as verified on the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.mailbox() }),
  });
}
