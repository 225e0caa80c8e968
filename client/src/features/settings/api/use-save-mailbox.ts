import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMailboxBody } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { settingsKeys } from '@/lib/query-keys';

/** PUT /api/settings/mailbox; an omitted app password keeps the saved one. */
export function useSaveMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateMailboxBody) =>
      readJson(await apiRequest('PUT', '/api/settings/mailbox', body), sharedSchema('mailboxSettingsSchema')),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.mailbox(), saved);
      toast({ title: 'Mailbox Saved', description: 'Test the connection to make sure your pitches can go out.' });
    },
  });
}
