import type { Contact } from '@newsjack/shared';

let nextId = 100;

/** A contact as GET /api/contacts answers, from a byline, unscored unless told. */
export function makeContact(overrides: Partial<Contact> = {}): Contact {
  nextId += 1;
  return {
    id: nextId,
    name: 'Maya Lindqvist',
    title: 'Payments Correspondent',
    outlet: 'Settle & Clear',
    email: null,
    emailSource: null,
    phone: null,
    profileUrl: 'https://settleandclear.example/authors/maya-lindqvist',
    linkedinUrl: null,
    areasOfFocus: ['card payments', 'instant settlement'],
    relevanceScore: null,
    relevanceTier: null,
    matchExplanation: null,
    verified: true,
    source: 'byline',
    articles: [
      {
        title: 'Card networks cut settlement to minutes',
        url: 'https://settleandclear.example/card-networks-settlement',
        outlet: 'Settle & Clear',
        publishedAt: '2026-11-20T09:00:00.000Z',
      },
    ],
    isSaved: false,
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
