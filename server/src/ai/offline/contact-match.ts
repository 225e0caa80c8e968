import { cosine, TfIdf, tokenize } from '../../text';
import type { CompanyContext, ContactForAi, StoryAngleForAi } from '../types';
import { stemSet } from './company-terms';

/** What a contact is matched against: the angle when given, always the company's keywords, products and field. */
export function targetText(company: CompanyContext, angle?: StoryAngleForAi): string {
  return [
    angle ? [angle.headline, angle.angle, angle.keyMessages.join(' ')].join('\n') : '',
    company.keywords.join(', '),
    company.keyProducts.join(', '),
    company.industry ?? '',
  ].join('\n');
}

export interface ContactEvidence {
  /** Areas of focus sharing a content word with the target. */
  matchedAreas: string[];
  /** Best-matching recent article title and its similarity (0 when none matches). */
  bestArticle: string | null;
  bestArticleSimilarity: number;
  /** Words the contact's beat and articles share with the target, as the contact's texts spell them. */
  sharedTerms: string[];
}

/**
 * Evidence of fit between one contact and the target text. Article similarity uses idf over all contacts'
 * titles, so a word every journalist uses ('market') counts less than a word only this one uses ('stablecoin').
 */
export function contactEvidence(contact: ContactForAi, target: string, corpus: TfIdf): ContactEvidence {
  const targetStems = stemSet(target);
  const matchedAreas = contact.areasOfFocus.filter((area) => [...stemSet(area)].some((s) => targetStems.has(s)));
  const targetVector = corpus.vectorize(target);
  let bestArticle: string | null = null;
  let bestArticleSimilarity = 0;
  for (const { title } of contact.articles) {
    const similarity = cosine(corpus.vectorize(title), targetVector);
    if (similarity > bestArticleSimilarity) {
      bestArticle = title;
      bestArticleSimilarity = similarity;
    }
  }
  const shared: string[] = [];
  for (const word of tokenize([...contact.areasOfFocus, ...contact.articles.map((a) => a.title)].join(' . '))) {
    if (shared.length >= 4 || shared.includes(word)) continue;
    const [only] = [...stemSet(word)];
    if (only && !only.includes(' ') && targetStems.has(only)) shared.push(word);
  }
  return { matchedAreas, bestArticle, bestArticleSimilarity, sharedTerms: shared };
}

/** An idf corpus of every contact's beat and articles plus the target. */
export function contactCorpus(contacts: readonly ContactForAi[], target: string): TfIdf {
  const corpus = new TfIdf();
  for (const c of contacts) {
    for (const { title } of c.articles) corpus.addDocument(title);
    corpus.addDocument(c.areasOfFocus.join(', '));
  }
  corpus.addDocument(target);
  return corpus;
}
