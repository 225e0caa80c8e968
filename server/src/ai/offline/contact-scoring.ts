import type { ContactScore } from '../schemas';
import type { ContactForAi, ScoreContactsInput } from '../types';
import { contactCorpus, contactEvidence, targetText, type ContactEvidence } from './contact-match';
import { joinList } from './prose';

const DAY_MS = 86_400_000;

/**
 * 0..100 from evidence: 45 points for areas of focus that match, 35 for the closest recent article, 10 for
 * writing in the last month (5 in the last quarter), over a floor of 10. The explanation names the overlap.
 */
export function scoreContactsOffline(input: ScoreContactsInput, now: Date = new Date()): ContactScore[] {
  const target = targetText(input.company, input.storyAngle);
  const corpus = contactCorpus(input.contacts, target);
  return input.contacts.map((contact) => {
    const evidence = contactEvidence(contact, target, corpus);
    const focus = contact.areasOfFocus.length === 0 ? 0 : Math.min(1, evidence.matchedAreas.length / Math.min(3, contact.areasOfFocus.length));
    const article = Math.min(1, evidence.bestArticleSimilarity * 2.5);
    const recency = recencyPoints(contact, now);
    const score = Math.min(100, Math.round(10 + 45 * focus + 35 * article + recency));
    return { contactId: contact.id, score, explanation: explain(contact, evidence, recency, input.storyAngle ? 'this story angle' : input.company.companyName) };
  });
}

function recencyPoints(contact: ContactForAi, now: Date): number {
  if (!contact.lastArticleAt) return 0;
  const age = now.getTime() - new Date(contact.lastArticleAt).getTime();
  if (Number.isNaN(age) || age < 0) return 0;
  return age <= 30 * DAY_MS ? 10 : age <= 90 * DAY_MS ? 5 : 0;
}

function explain(contact: ContactForAi, e: ContactEvidence, recency: number, against: string): string {
  const name = contact.name;
  if (e.matchedAreas.length === 0 && !e.bestArticle && e.sharedTerms.length === 0) {
    const beat = contact.areasOfFocus.slice(0, 2);
    return `${name}'s coverage at ${contact.outlet}${beat.length > 0 ? ` (${joinList(beat)})` : ''} shares no terms with ${against}, so the fit is weak.`;
  }
  const parts: string[] = [];
  if (e.matchedAreas.length > 0) parts.push(`${name} covers ${joinList(e.matchedAreas.slice(0, 3))} at ${contact.outlet}`);
  else parts.push(`${name} writes for ${contact.outlet}`);
  if (e.bestArticle) parts.push(`their recent article “${e.bestArticle}” is close to ${against}`);
  if (e.sharedTerms.length > 0) parts.push(`shared terms: ${joinList(e.sharedTerms)}`);
  if (recency >= 10) parts.push('they published in the last month');
  else if (recency > 0) parts.push('they published in the last three months');
  return `${parts.join('; ')}.`;
}
