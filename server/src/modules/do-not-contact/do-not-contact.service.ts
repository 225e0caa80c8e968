import {
  BAD_PITCH_UNSUBSCRIBE_LINK_MESSAGE,
  pitchUnsubscribedMessage,
  type DoNotContactBody,
  type DoNotContactEntry,
  type PitchUnsubscribeResult,
} from '@newsjack/shared';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { CompaniesService } from '../companies/companies.service';
import type { ContactsService } from '../contacts/contacts.service';
import { createDoNotContactRepo, type DoNotContactRow } from './do-not-contact.repo';
import { signPitchUnsubscribeToken, verifyPitchUnsubscribeToken } from './pitch-unsubscribe-token';

const toEntry = (row: DoNotContactRow): DoNotContactEntry => ({
  id: row.id,
  email: row.email,
  contactId: row.contactId,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The active company's do-not-contact list: journalists who asked not to be contacted (to the user, or by a
 * pitch's unsubscribe link), or whose address bounced.
 * Kept by address, so the same journalist found again as another contact is still blocked; sending checks it.
 */
export function createDoNotContactService(deps: {
  db: Db;
  companies: Pick<CompaniesService, 'getActiveCompany' | 'findMany'>;
  contacts: Pick<ContactsService, 'findOwned'>;
  /** Unsubscribe links in pitches point here (APP_ORIGIN); without it pitches carry none. */
  appOrigin: string | undefined;
  /** The server's secret the unsubscribe links are signed with. */
  secret: () => string;
}) {
  const repo = createDoNotContactRepo(deps.db);

  /** The address the body names: its own, or the user's contact's (another user's contact is a 404). */
  async function addressOf(userId: string, body: DoNotContactBody): Promise<{ email: string; contactId: number | null }> {
    if (body.email) return { email: body.email, contactId: null };
    const [contact] = await deps.contacts.findOwned(userId, [body.contactId!], false);
    if (!contact) throw notFound('Contact not found');
    if (!contact.email) throw badRequest('This contact has no e-mail address to block');
    return { email: contact.email.toLowerCase(), contactId: contact.id };
  }

  return {
    async list(userId: string): Promise<DoNotContactEntry[]> {
      const company = await deps.companies.getActiveCompany(userId);
      return (await repo.list(company.id)).map(toEntry);
    },

    async add(userId: string, body: DoNotContactBody): Promise<DoNotContactEntry> {
      const company = await deps.companies.getActiveCompany(userId);
      const { email, contactId } = await addressOf(userId, body);
      const row = await repo.insert({ userId, companyId: company.id, email, contactId, reason: 'asked' });
      if (!row) throw conflict(`${email} is already on the do-not-contact list`);
      return toEntry(row);
    },

    async remove(userId: string, body: DoNotContactBody): Promise<void> {
      const company = await deps.companies.getActiveCompany(userId);
      const { email } = await addressOf(userId, body);
      if (!(await repo.remove(company.id, email))) throw notFound(`${email} is not on the do-not-contact list`);
    },

    /** A pitch to this address bounced: it joins the company's list (reason 'bounced'); false when already there. */
    async recordBounce(userId: string, companyId: number, email: string, contactId: number | null): Promise<boolean> {
      return !!(await repo.insert({ userId, companyId, email: email.toLowerCase(), contactId, reason: 'bounced' }));
    },

    /**
     * The link a pitch from this company to this address ends with (decision 52): the confirmation page, its token
     * in the fragment (kept out of logs and Referer). Null without APP_ORIGIN: there is nowhere to send anyone.
     */
    pitchUnsubscribeUrl(companyId: number, email: string): string | null {
      if (!deps.appOrigin) return null;
      return `${deps.appOrigin}/unsubscribe/pitch#token=${signPitchUnsubscribeToken(deps.secret(), { companyId, email })}`;
    },

    /**
     * POST /api/do-not-contact/unsubscribe, signed out: the journalist confirmed the link of a pitch, so the address
     * joins the company's list (reason 'unsubscribed') and the existing guard blocks every further send. Again, or
     * already listed for another reason, it answers the same and changes nothing; for a company since deleted there
     * is nothing left to block. A token that does not verify is a 400 that changes nothing.
     */
    async unsubscribe(token: string): Promise<PitchUnsubscribeResult> {
      const signed = verifyPitchUnsubscribeToken(deps.secret(), token);
      if (!signed) throw badRequest(BAD_PITCH_UNSUBSCRIBE_LINK_MESSAGE);
      const [company] = await deps.companies.findMany([signed.companyId]);
      if (!company) return { message: pitchUnsubscribedMessage(null), companyName: null };
      await repo.insert({ userId: company.userId, companyId: company.id, email: signed.email, contactId: null, reason: 'unsubscribed' });
      return { message: pitchUnsubscribedMessage(company.companyName), companyName: company.companyName };
    },

    /** Whether the company may not be pitched at this address (sending checks it). */
    async isBlocked(companyId: number, email: string): Promise<boolean> {
      return (await repo.blocked(companyId, [email])).size > 0;
    },
  };
}

export type DoNotContactService = ReturnType<typeof createDoNotContactService>;
