import type { Db } from '../../src/db/client';
import { contactArticles, contacts, pitches, storyAngles } from '../../src/db/schema';

/**
 * Story angles, pitches and contacts written straight into the database (their modules come later), for the
 * saved-items and stats tests.
 */

export async function seedStoryAngle(
  db: Db,
  values: { userId: string; companyId: number; headline?: string; createdAt?: Date; trendId?: number | null },
): Promise<number> {
  const [row] = await db
    .insert(storyAngles)
    .values({
      userId: values.userId,
      companyId: values.companyId,
      trendId: values.trendId ?? null,
      headline: values.headline ?? 'Why instant settlement matters to merchants',
      angle: 'Merchants wait days for card money; instant settlement changes their cash flow.',
      contentType: 'press-release',
      targetAudience: 'Finance leads at online merchants',
      keyMessages: ['Same-day money', 'Lower fees', 'Fewer disputes'],
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: storyAngles.id });
  return row!.id;
}

export async function seedContact(
  db: Db,
  values: { userId: string; companyId: number; name?: string },
): Promise<number> {
  const [row] = await db
    .insert(contacts)
    .values({
      userId: values.userId,
      companyId: values.companyId,
      name: values.name ?? 'Dana Reporter',
      outlet: 'Payments Weekly',
      areasOfFocus: ['payments', 'fraud'],
      relevanceScore: 88,
      relevanceTier: 1,
    })
    .returning({ id: contacts.id });
  await db
    .insert(contactArticles)
    .values({
      contactId: row!.id,
      title: 'Card fraud at record high',
      url: 'https://news.example/fraud',
      outlet: 'Payments Weekly',
      publishedAt: new Date('2025-06-01T09:00:00Z'),
    });
  return row!.id;
}

export async function seedPitch(
  db: Db,
  values: { userId: string; companyId: number; contactId: number; storyAngleId: number },
): Promise<number> {
  const [row] = await db
    .insert(pitches)
    .values({
      userId: values.userId,
      companyId: values.companyId,
      contactId: values.contactId,
      storyAngleId: values.storyAngleId,
      contactName: 'Dana Reporter',
      contactOutlet: 'Payments Weekly',
      contactEmail: null,
      storyAngleHeadline: 'Why instant settlement matters to merchants',
      subjectLine: 'Instant settlement for merchants',
      body: 'Hi Dana, your piece on card fraud caught our eye…',
    })
    .returning({ id: pitches.id });
  return row!.id;
}
