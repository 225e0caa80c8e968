import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writtenByLabel, type AiSettings, type AiSettingsBody } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { serverMessage } from './admin-fetch';

/** Who writes angles and pitches with these settings, in the words of the angle and pitch cards. */
export const writerOf = (s: Pick<AiSettings, 'engine' | 'model'>) =>
  writtenByLabel(s.engine === 'offline' ? 'offline' : s.model);

/** PUT /api/admin/ai-settings; the key is sent only when typed (omitted keeps it, '' removes it). */
export function useSaveAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AiSettingsBody) =>
      readJson(await apiRequest('PUT', '/api/admin/ai-settings', body), sharedSchema('aiSettingsSchema')),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.aiSettings(), saved);
      toast({
        title: 'AI Settings Saved',
        description: `New story angles and pitches: ${writerOf(saved)}.`,
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: 'Save Failed',
        description: serverMessage(error, 'Failed to save the AI settings'),
        variant: 'destructive',
      });
    },
  });
}
