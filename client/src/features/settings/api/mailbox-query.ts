import { queryOptions } from '@tanstack/react-query';
import { getJson, sharedSchema } from '@/lib/api-client';
import { settingsKeys } from '@/lib/query-keys';

/** The user's mailbox for sending pitches (never the password: only whether one is saved). */
export const mailboxQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.mailbox(),
    queryFn: getJson('/api/settings/mailbox', { on401: 'throw', schema: sharedSchema('mailboxSettingsSchema') }),
  });
