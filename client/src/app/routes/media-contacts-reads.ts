import type { QueryClient } from '@tanstack/react-query';
import { storyAnglesQueryOptions } from '@/features/story-angles';
import { activeCompanyProfileQueryOptions } from '@/lib/active-company';
import { contactsQueryOptions } from '@/lib/contacts';
import { doNotContactQueryOptions } from '@/lib/do-not-contact';
import { pageCarriesRead } from '@/lib/initial-reads';

/**
 * Media Contacts' reads that its page carries (server http/initial-reads.ts SCREEN_READS), put in the cache before
 * the page first renders. Left to the page's own queries they arrived a frame after its first paint: the table's
 * five-row placeholder (272 px) was painted, then replaced by the list or its empty state, and everything below
 * moved (Lighthouse desktop CLS 0.021, the do-not-contact card 148 px up). Reads the page does not carry are not
 * waited for: the page asks for them itself and shows its placeholder meanwhile.
 */
export function prefetchMediaContactsReads(client: QueryClient): Promise<unknown> {
  const carried = (url: string) => pageCarriesRead(url);
  return Promise.all([
    carried('/api/company-profile') && client.prefetchQuery(activeCompanyProfileQueryOptions()),
    carried('/api/contacts') && client.prefetchQuery(contactsQueryOptions()),
    carried('/api/do-not-contact') && client.prefetchQuery(doNotContactQueryOptions()),
    carried('/api/story-angles') && client.prefetchQuery(storyAnglesQueryOptions()),
  ]);
}
