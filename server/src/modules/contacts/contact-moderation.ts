import type { ContactRef, ContactSuggestionView, DuplicateFlagActionBody, DuplicateFlagView } from '@newsjack/shared';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../errors';
import { createContactModerationRepo, type ContactRow } from './contact-moderation.repo';

/** Fields a suggestion may change; anything else in suggestedData is refused rather than written. */
const TEXT_FIELDS = ['name', 'title', 'outlet', 'email', 'phone', 'profileUrl', 'linkedinUrl'] as const;
const REQUIRED = new Set(['name', 'outlet']);

type ContactPatch = Partial<Pick<ContactRow, (typeof TEXT_FIELDS)[number] | 'areasOfFocus' | 'emailSource'>>;

/** Turns stored suggestedData into a patch of exactly the suggested fields, or says why it cannot apply. */
export function suggestionPatch(data: Record<string, unknown>): ContactPatch {
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    if (field === 'areasOfFocus') {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
        throw badRequest('areasOfFocus must be a list of text');
      patch.areasOfFocus = [...new Set((value as string[]).map((v) => v.trim()).filter(Boolean))];
    } else if ((TEXT_FIELDS as readonly string[]).includes(field)) {
      const text = typeof value === 'string' ? value.trim() : value === null ? null : undefined;
      if (text === undefined) throw badRequest(`${field} must be text`);
      if (REQUIRED.has(field) && !text) throw badRequest(`${field} cannot be empty`);
      patch[field] = text || null;
    } else {
      throw badRequest(`The suggestion changes '${field}', which is not a contact field`);
    }
  }
  // An address an admin approved from a user's edit is evidence of a kind; say where it came from.
  if ('email' in patch) patch.emailSource = patch.email ? 'suggested edit (admin approved)' : null;
  return patch as ContactPatch;
}

const iso = (d: Date) => d.toISOString();
const ref = (c: ContactRef): ContactRef => ({
  id: c.id,
  name: c.name,
  title: c.title,
  outlet: c.outlet,
  email: c.email,
});

/**
 * Admin moderation of contacts: suggestions (approve applies exactly the suggested fields, reject discards) and
 * duplicate flags (merge either way, or not duplicates). Every decision records the admin and the time.
 */
export function createContactModeration(db: Db) {
  const repo = createContactModerationRepo(db);
  return {
    async pendingSuggestions(): Promise<ContactSuggestionView[]> {
      return (await repo.pendingSuggestions()).map(({ suggestion: s, contact }) => ({
        id: s.id,
        contactId: s.contactId,
        contact: ref(contact),
        suggestedData: s.suggestedData as ContactSuggestionView['suggestedData'],
        notes: s.notes,
        status: s.status,
        createdAt: iso(s.createdAt),
      }));
    },

    async pendingDuplicateFlags(): Promise<DuplicateFlagView[]> {
      return (await repo.pendingFlags()).map(({ flag, contact1, contact2 }) => ({
        id: flag.id,
        contact1: ref(contact1),
        contact2: ref(contact2),
        status: flag.status,
        createdAt: iso(flag.createdAt),
      }));
    },

    /** 404 for an unknown suggestion, 409 when already decided or when the change would duplicate another contact. */
    async decideSuggestion(id: number, decision: 'approved' | 'rejected', adminId: string, at: Date): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const s = await repo.lockSuggestion(tx, id);
          if (!s) throw notFound('Contact suggestion not found');
          if (s.status !== 'pending') throw conflict(`This suggestion was already ${s.status}`);
          if (decision === 'approved')
            await repo.updateContact(tx, s.contactId, { ...suggestionPatch(s.suggestedData), updatedAt: at });
          await repo.decideSuggestion(tx, id, decision, adminId, at);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('Another contact at this outlet already has that name');
        throw err;
      }
    },

    /**
     * Resolves a flag. A merge keeps one contact: `moveReferences(tx, from, to)` lets the owners of saved items and
     * pitches re-point theirs inside the same transaction; then evidence moves and the other contact is deleted.
     */
    async resolveDuplicateFlag(
      id: number,
      action: DuplicateFlagActionBody['action'],
      adminId: string,
      at: Date,
      moveReferences: (tx: Db, fromContactId: number, toContactId: number) => Promise<void>,
    ): Promise<{ keptContactId: number | null }> {
      return db.transaction(async (tx) => {
        const flag = await repo.lockFlag(tx, id);
        if (!flag) throw notFound('Duplicate flag not found');
        if (flag.status !== 'pending') throw conflict(`This flag was already ${flag.status}`);
        if (action === 'not_duplicates') {
          await repo.decideFlag(tx, id, 'dismissed', null, adminId, at);
          return { keptContactId: null };
        }
        const [keep, drop] =
          action === 'keep1' ? [flag.contact1Id, flag.contact2Id] : [flag.contact2Id, flag.contact1Id];
        await moveReferences(tx, drop, keep);
        await repo.dismissOtherFlagsOf(tx, id, [keep, drop], adminId, at);
        await repo.decideFlag(tx, id, 'merged', keep, adminId, at);
        await repo.mergeInto(tx, id, keep, drop);
        return { keptContactId: keep };
      });
    },
  };
}

export type ContactModeration = ReturnType<typeof createContactModeration>;
