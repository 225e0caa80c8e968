import type { Db } from '../../src/db/client';
import { contactArticles, contacts, storyAngles } from '../../src/db/schema';

/** Rows written straight into the database for the pitches API tests: contacts with their evidence, and angles. */

export type SeedContact = {
  name: string;
  outlet: string;
  email?: string | null;
  areasOfFocus?: string[];
  articles?: { title: string; url: string; publishedAt: Date }[];
};

export async function seedContact(db: Db, userId: string, companyId: number, spec: SeedContact): Promise<number> {
  const [row] = await db
    .insert(contacts)
    .values({
      userId,
      companyId,
      name: spec.name,
      outlet: spec.outlet,
      email: spec.email ?? null,
      emailSource: spec.email ? 'feed' : null,
      areasOfFocus: spec.areasOfFocus ?? [],
    })
    .returning({ id: contacts.id });
  if (spec.articles?.length) {
    await db
      .insert(contactArticles)
      .values(
        spec.articles.map((a) => ({
          contactId: row!.id,
          title: a.title,
          url: a.url,
          outlet: spec.outlet,
          publishedAt: a.publishedAt,
        })),
      );
  }
  return row!.id;
}

export async function seedAngle(
  db: Db,
  userId: string,
  companyId: number,
  spec: { headline: string; angle: string; keyMessages?: string[]; targetAudience?: string; trendId?: number; context?: string },
): Promise<number> {
  const [row] = await db
    .insert(storyAngles)
    .values({
      userId,
      companyId,
      headline: spec.headline,
      title: spec.headline,
      angle: spec.angle,
      contentType: 'press-release',
      targetAudience: spec.targetAudience ?? 'Finance leads at online retailers',
      keyMessages: spec.keyMessages ?? [],
      trendId: spec.trendId ?? null,
      context: spec.context ?? null,
    })
    .returning({ id: storyAngles.id });
  return row!.id;
}
