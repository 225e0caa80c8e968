import { z } from 'zod';
import { TEXT_LIMITS } from './constants';
import { boundedText, idInput, nullableText, requiredText, textList, tooLongMessage } from './fields';
import {
  DUPLICATE_CONTACT_REQUIRED_MESSAGE,
  DUPLICATE_OF_ITSELF_MESSAGE,
  OUTLET_REQUIRED_MESSAGE,
  SUGGEST_EDIT_NO_CHANGES_MESSAGE,
} from './messages';

export const relevanceTierSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type RelevanceTier = z.infer<typeof relevanceTierSchema>;

/** Where a contact came from: a byline in an outlet's feed, an unverified LLM suggestion, or a person. */
export const contactSources = ['byline', 'llm_suggestion', 'manual'] as const;
export const contactSourceSchema = z.enum(contactSources);
export type ContactSource = z.infer<typeof contactSourceSchema>;

/** An article that evidences a contact's beat. */
export const contactArticleSchema = z.object({
  title: z.string(),
  url: z.string().nullable(),
  outlet: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type ContactArticle = z.infer<typeof contactArticleSchema>;

export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  outlet: z.string(),
  /** Only an address found in evidence; never guessed. */
  email: z.string().nullable(),
  /** Where the address was found (e.g. the article URL), so the user can check it. */
  emailSource: z.string().nullable(),
  phone: z.string().nullable(),
  profileUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  areasOfFocus: z.array(z.string()),
  /** Percent 0..100; null until scored. */
  relevanceScore: z.number().nullable(),
  relevanceTier: relevanceTierSchema.nullable(),
  matchExplanation: z.string().nullable(),
  verified: z.boolean(),
  source: contactSourceSchema,
  articles: z.array(contactArticleSchema),
  isSaved: z.boolean().optional(),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactsResponseSchema = z.array(contactSchema);

/** POST /api/contacts/generate; answers the contacts found for the outlet. */
export const generateContactsBodySchema = z.object({
  outlet: requiredText('Outlet name', TEXT_LIMITS.name, OUTLET_REQUIRED_MESSAGE),
});
export type GenerateContactsBody = z.infer<typeof generateContactsBodySchema>;

export const generateContactsResponseSchema = z.array(contactSchema);

/** POST /api/contacts/score */
export const scoreContactsBodySchema = z.object({ storyAngleId: idInput().optional() });
export type ScoreContactsBody = z.infer<typeof scoreContactsBodySchema>;

export const scoreContactsResponseSchema = z.object({
  scored: z.number().int(),
  contacts: z.array(contactSchema),
});
export type ScoreContactsResponse = z.infer<typeof scoreContactsResponseSchema>;

const emailOrNull = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() || null : v),
  z
    .email('Please enter a valid email address')
    .max(TEXT_LIMITS.email, tooLongMessage('Email', TEXT_LIMITS.email))
    .nullable()
    .optional(),
);

/** The fields a user may propose to change; blanks clear optional fields, name and outlet stay required. */
export const contactSuggestedDataSchema = z
  .object({
    name: requiredText('Name', TEXT_LIMITS.name),
    title: nullableText('Title', TEXT_LIMITS.name),
    outlet: requiredText('Outlet', TEXT_LIMITS.name),
    email: emailOrNull,
    phone: nullableText('Phone', TEXT_LIMITS.phone),
    profileUrl: nullableText('Profile URL', TEXT_LIMITS.url),
    linkedinUrl: nullableText('LinkedIn URL', TEXT_LIMITS.url),
    areasOfFocus: textList('Areas of focus', TEXT_LIMITS.name, TEXT_LIMITS.listItems),
  })
  .partial();
export type ContactSuggestedData = z.infer<typeof contactSuggestedDataSchema>;

/**
 * POST /api/contacts/{id}/suggest-edit. The client sends only changed fields and refuses an unchanged form;
 * the server refuses an empty suggestedData with the same message.
 */
export const suggestEditBodySchema = z.object({
  suggestedData: contactSuggestedDataSchema.refine((d) => Object.values(d).some((v) => v !== undefined), {
    error: SUGGEST_EDIT_NO_CHANGES_MESSAGE,
  }),
  notes: boundedText('Notes', TEXT_LIMITS.text).optional(),
});
export type SuggestEditBody = z.infer<typeof suggestEditBodySchema>;

/** POST /api/contacts/flag-duplicate */
export const flagDuplicateBodySchema = z
  .object({
    contactId1: idInput(DUPLICATE_CONTACT_REQUIRED_MESSAGE),
    contactId2: idInput(DUPLICATE_CONTACT_REQUIRED_MESSAGE),
  })
  .refine((b) => b.contactId1 !== b.contactId2, { error: DUPLICATE_OF_ITSELF_MESSAGE, path: ['contactId2'] });
export type FlagDuplicateBody = z.infer<typeof flagDuplicateBodySchema>;

/** Answer of suggest-edit and flag-duplicate: the review record created. */
export const reviewSubmissionResponseSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  message: z.string(),
});
export type ReviewSubmissionResponse = z.infer<typeof reviewSubmissionResponseSchema>;
