import { pitchUnsubscribeLine } from '@newsjack/shared';
import type { CompaniesService } from '../companies/companies.service';
import type { DoNotContactService } from '../do-not-contact/do-not-contact.service';

export type PitchUnsubscribeDeps = {
  companies: Pick<CompaniesService, 'findMany'>;
  doNotContact: Pick<DoNotContactService, 'pitchUnsubscribeUrl'>;
};

/**
 * A pitch's text as it goes: when its company turned on "Add an unsubscribe link to pitches", one plain last line
 * with the link (no tracking: the same link in every message to this address) and the same link as the
 * List-Unsubscribe header mail clients offer as their own button. Off, or without APP_ORIGIN, the text as written.
 */
export async function withUnsubscribeLink(
  deps: PitchUnsubscribeDeps,
  companyId: number | null,
  to: string,
  text: string,
): Promise<{ text: string; listUnsubscribe?: string }> {
  if (companyId === null) return { text };
  const [company] = await deps.companies.findMany([companyId]);
  if (!company?.pitchUnsubscribeLink) return { text };
  const url = deps.doNotContact.pitchUnsubscribeUrl(company.id, to);
  if (!url) return { text };
  return { text: `${text.trimEnd()}\n\n${pitchUnsubscribeLine(company.companyName, url)}\n`, listUnsubscribe: url };
}
