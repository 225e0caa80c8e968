import { splitSentences, titleCase } from '../../text';
import { MAX_SUBJECT_LENGTH, type PitchDraft } from '../schemas';
import type { ContactForAi, WritePitchesInput } from '../types';
import { matchedKeywords } from './company-terms';
import { contactCorpus, contactEvidence, targetText, type ContactEvidence } from './contact-match';
import { distinctiveTerms } from './distinctive-terms';
import { pick, stableHash } from './hash';
import { asSentence, lowerFirst, truncateWords, websiteHost } from './prose';

/**
 * One pitch per contact, built only from what we hold: the journalist's real recent article and beat, the
 * company profile, the story angle and its key messages. It asks for one clear next step and signs off as the
 * user (or the company's team); it never names a spokesperson or a figure that was not given.
 */
export function writePitchesOffline(input: WritePitchesInput): PitchDraft[] {
  const target = targetText(input.company, input.storyAngle);
  const corpus = contactCorpus(input.contacts, target);
  const subjectTerm = pitchSubjectTerm(input);
  return input.contacts.map((contact) => {
    const evidence = contactEvidence(contact, target, corpus);
    return {
      contactId: contact.id,
      subjectLine: subjectLine(input, contact, evidence, subjectTerm),
      body: body(input, contact, evidence, subjectTerm),
    };
  });
}

/**
 * The angle's subject in two or three words: the headline's most distinctive phrase that is not the company or
 * a product name, else a company keyword the angle uses, else the company name.
 */
function pitchSubjectTerm(input: WritePitchesInput): string {
  const { company, storyAngle } = input;
  const exclude = [company.companyName, ...company.keyProducts];
  const fromHeadline = distinctiveTerms(storyAngle.headline, { minCount: 1, exclude });
  const phrase = fromHeadline.find((t) => t.key.includes(' ')) ?? fromHeadline[0];
  return phrase?.term ?? matchedKeywords(company.keywords, `${storyAngle.headline}\n${storyAngle.angle}`)[0] ?? company.companyName;
}

/** The angle as a journalist should read it: without the internal 'Risk to manage' note of advanced drafts. */
function pitchableAngle(angle: string): string {
  return angle.replace(/\s*Risk to manage:[^]*$/, '').trim();
}

function subjectLine(input: WritePitchesInput, contact: ContactForAi, e: ContactEvidence, term: string): string {
  const company = input.company.companyName;
  const beat = e.matchedAreas[0];
  const topic = titleCase(term);
  const candidates = [
    `${topic}: a ${company} story idea`,
    `${company} on ${term}, for ${contact.outlet}`,
    beat ? `For your ${beat} coverage: ${term}` : `Story idea: ${term}`,
    `Idea: ${lowerFirst(input.storyAngle.headline)}`,
  ].filter((s) => s.length <= MAX_SUBJECT_LENGTH);
  if (candidates.length === 0) return truncateWords(`${company}: ${term}`, MAX_SUBJECT_LENGTH);
  return pick(candidates, stableHash({ id: contact.id, headline: input.storyAngle.headline }));
}

function body(input: WritePitchesInput, contact: ContactForAi, e: ContactEvidence, term: string): string {
  const { company, storyAngle: angle } = input;
  const firstName = contact.name.trim().split(/\s+/)[0] ?? contact.name;
  const beat = e.matchedAreas[0] ?? contact.areasOfFocus[0] ?? null;
  const article = e.bestArticle ?? contact.articles[0]?.title ?? null;
  const opening = article
    ? `I read your recent piece “${article}” for ${contact.outlet}${beat ? ` and your wider coverage of ${beat}` : ''}, and I think the story below follows on from it.`
    : beat
      ? `I have been following your coverage of ${beat} at ${contact.outlet}, and I think the story below fits it.`
      : `I am writing because this story fits what you cover at ${contact.outlet}.`;
  const about = splitSentences(company.companyProfile)[0] ?? `${company.companyName} works in ${company.industry ?? 'this field'}.`;
  const paragraphs = [
    `Hi ${firstName},`,
    opening,
    `${truncateWords(about, 260)} ${asSentence(`The angle: ${angle.headline}`)} ${pitchableAngle(angle.angle)}`.trim(),
    ['Key points:', ...angle.keyMessages.map((m) => `- ${m}`)].join('\n'),
  ];
  if (input.mode === 'advanced') {
    const shared = e.sharedTerms.length > 0 ? ` It picks up the ${e.sharedTerms.slice(0, 2).join(' and ')} thread your readers already follow.` : '';
    paragraphs.push(`Why now for ${contact.outlet}: ${company.companyName} can add a first-hand view on ${term} that ${article ? 'your recent article' : 'current coverage'} does not yet have.${shared}`);
    paragraphs.push(`What we can share: a briefing with a ${company.companyName} spokesperson${company.keyProducts[0] ? `, a walkthrough of ${company.keyProducts[0]}` : ''}, and the figures behind the key points.`);
  }
  paragraphs.push(
    input.mode === 'advanced'
      ? `Could we set up a 20-minute call this week, ahead of your next piece on ${beat ?? term}? If the timing is wrong, a reply with a better week is just as helpful.`
      : `Would a short briefing or a one-page summary be useful? I can send either this week.`,
  );
  const sender = input.senderName?.trim() || `The ${company.companyName} team`;
  paragraphs.push(`Best regards,\n${sender}\n${company.companyName} · ${websiteHost(company.website)}`);
  return paragraphs.join('\n\n');
}
