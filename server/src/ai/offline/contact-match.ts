import { phraseStems, containsRun, stem, stemSequence, STOP_WORDS, tokenize } from '../../text';
import { unitSimilarity, type SemanticEngine } from '../../semantic';
import { wordRarityReader } from '../../semantic/offline/offline-semantic-engine';
import type { CompanyContext, ContactArticleForAi, ContactForAi, StoryAngleForAi } from '../types';
import { companyText, ownText } from './company-terms';
import { awayReports } from './story-evidence';
import { backgroundIdf, isGenericWord } from '../../text/distinctive-terms';
import { nounPhrases } from '../../text/noun-phrases';
import { hasInternalFigures, pitchableMessages, storySentences } from './pitch-facts';
import { namesAPeople } from './home-country';
import { isPlaceName } from '../../text/place-names';
import { RARE_TOPIC_WORD, topicWords } from '../../text/topic-words';
import { tagSentence } from '../../text/nlp';
import { joinList } from './prose';
import { escapeRegExp } from '../../text/escape-regexp';

/**
 * How close a journalist's evidenced work is to a story, by meaning (the semantic engine) plus exact phrases.
 * The one matcher behind contact scores and pitch openers, so a pitch cites exactly the articles a score counts.
 *
 * What is matched is the story alone: the angle's headline, text and key messages, with the company's and its
 * products' names removed. The company's keywords are never added to it (they made every angle look like the
 * company's field: a payments reporter scored 75 for an earthquake); the company is only a tie-break in scoring.
 */
export interface MatchTarget {
  /** The text whose meaning is matched. */
  text: string;
  /** The story's noun phrases, matched exactly (stem runs) in the journalist's texts. */
  phrases: string[];
  /** What the story is about, mid-sentence, for 'nothing on …': the company's field, or the angle's headline in quotes. */
  subject: string;
  /** The company text, for the tie-break. */
  company: string;
  /** The reports of the angle's trend (StoryAngleForAi.storyReports): an article among them is this very story. */
  reports?: ReadonlyArray<{ title: string; url: string | null }>;
  /** The trend's reports that are a round-up's part from another country (awayReports): its other sides. */
  parts?: ReadonlyArray<{ title: string; url: string | null }>;
  /** The words of the topic the user typed (text/topic-words.ts), for an angle on no trend (see namesTopic). */
  topic?: readonly string[];
}

/** Words an angle uses about itself ('statement', 'field', 'effect'), which say nothing about its subject. */
const META_WORDS = new Set(['statement', 'field', 'effect', 'information', 'comment', 'release', 'story', 'news', 'view', 'piece', 'post', 'way', 'help', 'question', 'questions', 'sources', 'reading', 'practice', 'steps', 'others']);

/** Calibrated on the labelled set (test/fixtures/contact-matching): see docs/decisions on contact matching. */
export const MATCH = {
  /** An article this close (similarity plus its exact phrases) is on the story's subject: it may be cited. */
  relatedArticle: 0.72,
  /** As close, when the article shares a multi-word phrase of the story. */
  relatedWithPhrase: 0.58,
  /** A beat topic this close is the story's field. */
  relatedBeat: 0.5,
  /** Newest articles considered; older work says less about the current beat. */
  maxArticles: 20,
} as const;

export interface ArticleMatch {
  article: ContactArticleForAi;
  /** Similarity of meaning with phrase evidence added, 0..1. */
  closeness: number;
  phrases: string[];
  /** Whether the article is one of the story's own reports (then its writer covered this very story). */
  ownReport: boolean;
  /** Whether it is another country's part of the story (MatchTarget.parts): the same story, another side of it. */
  storyPart: boolean;
  /** Whether it names the topic the user typed, in their words (see namesTopic). */
  onTopic: boolean;
}

export interface ContactMatch {
  contact: ContactForAi;
  /** Articles by closeness, closest first. */
  articles: ArticleMatch[];
  /** Articles on the story's subject (closeness at least MATCH.relatedArticle), closest first. */
  related: ArticleMatch[];
  /** The beat topic closest to the story, and how close (0 when the contact lists none). */
  beat: string | null;
  beatCloseness: number;
  /** Story phrases found in the beat or the articles. */
  phrases: string[];
  /** 0..1: meaning and phrases together; scoring maps it to 0-100. */
  relevance: number;
  /** 0..1: the company's closeness to the journalist's work (the tie-break). */
  companyCloseness: number;
}

/** The story of an angle, or the company's field when no angle is chosen. */
export function matchTarget(company: CompanyContext, angle?: StoryAngleForAi): MatchTarget {
  const names = [company.companyName, ...company.keyProducts];
  const companyAll = companyText(company);
  if (!angle) {
    const text = [company.companyProfile, company.keywords.join(', '), company.keyProducts.join(', '), company.industry ?? ''].join('\n');
    const phrases = [...company.keywords, ...nounPhrases(company.companyProfile, { companyName: company.companyName, exclude: company.keyProducts }).slice(0, 6).map((p) => p.term)];
    return { text: withoutNames(text, names), phrases, subject: joinList(company.keywords.slice(0, 2), 'or') || (company.industry ?? company.companyName), company: companyAll };
  }
  // What a journalist would read of the angle: our figures and production notes say nothing about its subject.
  const headline = hasInternalFigures(angle.headline, angle.factSheet?.figures.map((f) => f.text)) ? '' : angle.headline;
  // The story the angle was built on is read too: an idea built on one of its facts opens with that fact, not with
  // what happened.
  // A typed topic is the story's subject as the user named it (an angle on no trend has no reports to read).
  const story = [angle.story?.title ?? '', angle.factSheet?.happened ?? '', angle.topic ?? ''];
  // A message that restates a report's sentence (story-messages.ts) is the fact sheet's detail, not the story's subject:
  // its side figures ('up to £3bn of working capital') read as money to a sports desk's transfer deals.
  const messages = pitchableMessages(angle, company).filter((m) => !restatesReport(m, angle.factSheet));
  const storyText = withoutNames([headline, ...story, ...storySentences(angle.angle), ...messages].join('\n'), names);
  const phrases = nounPhrases(storyText, { companyName: company.companyName, exclude: company.keyProducts })
    .map((p) => p.term)
    .filter((p) => p.includes(' ') || !(isGenericWord(p) || META_WORDS.has(p.toLowerCase())))
    .slice(0, 12);
  // Headlines are sentences ('Dog owners are swapping kibble for fresh food'); a noun phrase cut from one often
  // misses the subject, so the headline itself, quoted, names it.
  return {
    text: storyText,
    phrases,
    subject: `“${angle.headline.trim().replace(/\.+$/, '')}”`,
    company: companyAll,
    ...(angle.topic ? { topic: topicWords(angle.topic, company.companyName) } : {}),
    ...(angle.storyReports?.length ? storyReportsFor(company, angle) : {}),
  };
}

/**
 * The story's reports whose journalists covered it for this company, and a round-up's other countries' parts
 * (awayReports), whose reporters wrote on another country's side of it.
 */
function storyReportsFor(company: CompanyContext, angle: StoryAngleForAi): Pick<MatchTarget, 'reports' | 'parts'> {
  const away = new Set(awayReports(ownText(company), angle.factSheet).map((r) => titleKey(r.title)));
  const all = angle.storyReports ?? [];
  return { reports: all.filter((r) => !away.has(titleKey(r.title))), parts: all.filter((r) => away.has(titleKey(r.title))) };
}

/** A headline as a key: the same title however it is cased or punctuated. */
const titleKey = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Whether most words of a message are those of one sentence of the story's reports (a fact said again). */
function restatesReport(message: string, sheet: StoryAngleForAi['factSheet']): boolean {
  if (!sheet) return false;
  const words = (text: string) => new Set(tokenize(text).filter((w) => !STOP_WORDS.has(w)));
  const said = words(message.replace(/\s*\([^)]*\)\s*\.?$/, ''));
  if (said.size === 0) return false;
  const sentences = [sheet.happened ?? '', ...sheet.reports.map((r) => r.sentence), ...sheet.figures.map((f) => f.sentence)];
  return sentences.some((sentence) => {
    const theirs = words(sentence);
    return [...said].filter((w) => theirs.has(w)).length >= RESTATED * said.size;
  });
}

const RESTATED = 0.8;

function withoutNames(text: string, names: readonly string[]): string {
  let out = text;
  for (const name of names.filter((n) => n.trim().length > 1)) out = out.replace(new RegExp(`\\b${escapeRegExp(name.trim())}(?:'s|’s)?\\b`, 'gi'), ' ');
  return out.replace(/[ \t]+/g, ' ');
}


/** One embed call for the target, the company and every contact's articles and beat topics. */
export async function matchContacts(semantic: SemanticEngine, target: MatchTarget, contacts: readonly ContactForAi[]): Promise<ContactMatch[]> {
  const texts: string[] = [target.text, target.company];
  const index = contacts.map((c) => {
    const articles = c.articles.slice(0, MATCH.maxArticles).map((a) => {
      const at = texts.length;
      texts.push(a.title, a.summary ? `${a.title}. ${a.summary}` : a.title);
      return at;
    });
    const areas = c.areasOfFocus.map((area) => texts.push(area) - 1);
    const whole = texts.push([c.areasOfFocus.join(', '), ...c.articles.slice(0, MATCH.maxArticles).map((a) => a.title)].join('\n')) - 1;
    return { articles, areas, whole };
  });
  const vectors = await semantic.embed(texts);
  const [story, company] = [vectors[0]!, vectors[1]!];
  const phraseNeedles = target.phrases.map((p) => ({ phrase: p, stems: phraseStems(p), weight: phraseWeight(p) })).filter((p) => p.stems !== null);
  // The journalist who wrote one of the story's own reports covered this very story, whatever the words.
  const among = (reports: MatchTarget['reports']) => {
    const urls = new Set((reports ?? []).flatMap((r) => (r.url ? [r.url] : [])));
    const titles = new Set((reports ?? []).map((r) => titleKey(r.title)).filter(Boolean));
    return (a: ContactArticleForAi) => (a.url !== null && urls.has(a.url)) || titles.has(titleKey(a.title));
  };
  const ownReport = among(target.reports);
  const storyPart = among(target.parts);
  const wordVectors = target.topic ? await semantic.wordVectors?.().catch(() => undefined) : undefined;
  const onTopic = target.topic ? namesTopic(target.topic, wordVectors ? wordRarityReader(wordVectors) : undefined) : () => false;

  return contacts.map((contact, ci) => {
    const at = index[ci]!;
    const articles = contact.articles.slice(0, MATCH.maxArticles).map((article, ai) => {
      const i = at.articles[ai]!;
      const meaning = Math.max(unitSimilarity(story, vectors[i]!), unitSimilarity(story, vectors[i + 1]!));
      const stems = stemSequence(`${article.title} . ${article.summary ?? ''}`);
      const found = phraseNeedles.filter((p) => containsRun(stems, p.stems!));
      const bonus = Math.min(0.12, found.reduce((s, p) => s + 0.04 * p.weight, 0));
      const own = ownReport(article);
      const topical = onTopic(`${article.title} . ${article.summary ?? ''}`);
      // An article naming the typed topic is on its subject, and scores as close as one the bar calls related.
      const closeness = own ? 1 : Math.min(1, Math.max(meaning + bonus, topical ? MATCH.relatedArticle : 0));
      return { article, closeness, phrases: found.map((p) => p.phrase), ownReport: own, storyPart: !own && storyPart(article), onTopic: topical };
    });
    const sorted = [...articles].sort((a, b) => b.closeness - a.closeness);
    let beat: string | null = null;
    let beatCloseness = 0;
    const storyStems = stemSequence(target.text);
    contact.areasOfFocus.forEach((area, k) => {
      const needle = phraseStems(area);
      // A beat topic the story names outright ('heat pumps', 'NHS') is as close as a topic can be.
      const closeness = needle && containsRun(storyStems, needle) ? Math.max(0.8, unitSimilarity(story, vectors[at.areas[k]!]!)) : unitSimilarity(story, vectors[at.areas[k]!]!);
      if (closeness > beatCloseness) [beat, beatCloseness] = [area, closeness];
    });
    const beatStems = stemSequence(contact.areasOfFocus.join(' . '));
    const phrases = [...new Set([...sorted.flatMap((a) => a.phrases), ...phraseNeedles.filter((p) => containsRun(beatStems, p.stems!)).map((p) => p.phrase)])];
    const a1 = sorted[0]?.closeness ?? 0;
    const a2 = sorted[1]?.closeness ?? a1 * 0.8;
    const phraseScore = Math.min(1, phraseNeedles.filter((p) => phrases.includes(p.phrase)).reduce((s, p) => s + p.weight, 0) / 3);
    // Without beat topics (not yet derived), the beat is what their articles cover together: the closeness of
    // all their titles as one text, so one on-topic article by a generalist counts less than a specialist's body of work.
    const beatEvidence = contact.areasOfFocus.length > 0 ? beatCloseness : unitSimilarity(story, vectors[at.whole]!);
    // Without articles the beat is all the evidence there is, and it counts for less.
    const relevance = contact.articles.length === 0
      ? 0.85 * (0.8 * beatCloseness + 0.2 * phraseScore)
      : 0.55 * a1 + 0.15 * a2 + 0.2 * beatEvidence + 0.1 * phraseScore;
    return {
      contact,
      articles: sorted,
      // Another country's side of the story is related whatever its words: the pitch says which side it is.
      related: sorted.filter((a) => a.storyPart || a.onTopic || isRelated(a, phraseNeedles)),
      beat: beatMidSentence(beat ?? contact.areasOfFocus[0] ?? null),
      beatCloseness,
      phrases,
      relevance,
      companyCloseness: unitSimilarity(company, vectors[at.whole]!),
    };
  });
}

/**
 * Whether an article names a typed topic: at least half of the topic's words, and two of them, the only one, or one
 * that is rare in English by the word vectors' own frequency ranks (`rarity`: 'chargeback' yes; 'fraud', 'swift', 'league' no).
 * 'Chargebacks squeeze small online sellers' names 'chargeback fraud'; 'Election fraud trial opens' does not, nor
 * 'Swift payments network goes down' 'Taylor Swift'. Read by meaning alone, a topic of two words sat at 0.44 from the
 * first, below the bar a trend's coverage sets (MATCH.relatedArticle), and its reporter was told the story 'may be
 * outside your beat'. Without word vectors (another embeddings engine), two words are needed.
 */
function namesTopic(words: readonly string[], rarity: ((word: string) => number) | undefined): (text: string) => boolean {
  const stems = [...new Set(words.map(stem))];
  const rare = new Set(words.filter((w) => rarity !== undefined && rarity(w) >= RARE_TOPIC_WORD).map(stem));
  if (stems.length === 0) return () => false;
  // A topic of one word is named when that word is, as typed ('inflation' in 'Inflation falls to 2%'; not the
  // 'living' of 'cost of living' in 'live music').
  const single = words.length === 1 ? new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(words[0]!)}s?(?![\\p{L}])`, 'iu') : null;
  return (text) => {
    const theirs = new Set(tokenize(text).map(stem));
    const named = stems.filter((s) => theirs.has(s));
    const alone = single !== null && single.test(text);
    return named.length * 2 >= stems.length && (named.length >= 2 || alone || named.some((s) => rare.has(s)));
  };
}

/**
 * On the story's subject: close in meaning, or nearly so while sharing one of the story's multi-word phrases
 * ('card settlement' in 'Card settlement delays squeeze small retailers'; a title alone carries few words).
 */
function isRelated(a: ArticleMatch, needles: ReadonlyArray<{ phrase: string; weight: number }>): boolean {
  if (a.closeness >= MATCH.relatedArticle) return true;
  return a.closeness >= MATCH.relatedWithPhrase && a.phrases.some((p) => needles.find((n) => n.phrase === p)?.weight === 1);
}

/** Several words, or one rare word, are evidence; one everyday word ('cost', 'bank') is weak evidence. */
function phraseWeight(phrase: string): number {
  const words = phrase.trim().split(/\s+/);
  if (words.length > 1) return 1;
  return backgroundIdf(words[0]!) >= 4.5 ? 0.6 : 0.3;
}

/**
 * A beat as it reads mid-sentence: 'Immigration' → 'immigration', 'Small business' → 'small business'; 'NHS' and a
 * people's or place's adjective ('Australian cyber policy', 'British politics') stay.
 */
export function beatMidSentence(beat: string | null): string | null {
  if (!beat) return null;
  const [first = '', ...rest] = beat.trim().split(/\s+/);
  // A place keeps its capital ('Delhi civic affairs'); a town's name that is an everyday adjective does not ('Federal
  // government': Federal is a town in Argentina).
  const place = isPlaceName(first) && tagSentence(beat.trim().toLowerCase())[0]?.pos !== 'ADJ';
  const lowered = /^\p{Lu}\p{Ll}+$/u.test(first) && !rest.some((w) => /^\p{Lu}/u.test(w)) && !namesAPeople(first) && !place ? first.toLowerCase() : first;
  return [lowered, ...rest].join(' ');
}

