import type { FactSheet } from '@newsjack/shared';
import { splitSentences, STOP_WORDS, tokenize } from '../../text';
import { lemma } from '../../text/phrase-match';
import { backgroundIdf, isGenericWord } from '../../text/distinctive-terms';
import { escapeRegExp } from '../../text/escape-regexp';
import { isUnitOfMeasure } from '../../text/units';
import { clauseCut, clauseWithin, wordCount } from './prose';
import { profileLines, profileLineStandsAlone, tellsOrigin } from './pitch-facts';
import { reportCountryText } from './story-evidence';
import { joinTokens, tagSentence } from '../../text/nlp';

/**
 * Where a story meets the company, in both parties' own words: the sentence of the company's profile and the
 * sentence of the coverage that share the most distinctive words ('converting its depots for battery-electric
 * buses' and '23 depots in England waiting for a connection, covering about 1,100 zero-emission buses' share
 * depots and buses). A strategist's angle starts from such a pair, not from the company's market in general.
 * Null when no pair shares a word that names something (generic marketing words and the company's own name left
 * out): then the story touches the company only through its keywords or market, and the angle says so.
 */
export interface StoryLink {
  /** The profile's sentence, as written. */
  own: string;
  /** The coverage's sentence, as written, and the outlet that wrote it. */
  story: string;
  outlet: string | null;
  /** The words they share, as the story writes them. */
  shared: string[];
}

/**
 * The least a pair must share: the summed rarity of the words both write (0 for 'running', 'public'; 0.65 for
 * 'depots'; 1 for a trade term the vocabulary lacks), each two-word phrase both write ('sports drinks', 'health
 * systems') counting PHRASE_BONUS more. One ordinary place name ('Midlands', 0.58) is not enough on its own.
 */
const MIN_LINK = 0.6;
const PHRASE_BONUS = 0.5;
/** Sentences longer than this are not quoted whole: an idea quotes a clause, not a paragraph. */
const MAX_QUOTE_WORDS = 40;
/** A sentence with no clause that fits is quoted cut at this many characters (as the ideas' other quotations are). */
const MAX_QUOTE_CHARS = 200;
/** A clause shorter than this says too little to quote as where the story meets the company. */
const MIN_CLAUSE_WORDS = 8;

/**
 * `rarity`: how unusual a word is in general English (0 common … 1 rare), from the word vectors when they load;
 * without them, the bundled background corpus's idf stands in. `home` reads how near a sentence is to the company's
 * country (story-evidence.ts `homeCounter`): when a report is from the company's country or from none in particular, a
 * sentence told only of other countries, in a report that is not from the company's, is no link, however many words
 * it shares (the UK's loss of life expectancy to PM2.5 is not where an Indian purifier maker's work meets a story
 * whose Delhi figures it could quote; an Irish council's captioning is not a Sacramento captioner's). A home report's word on a foreign supplier is ('the Chinese licence requirement' in an
 * Indian trade paper, for an Indian battery-swap firm).
 */
export function storyLink(
  profile: string,
  companyName: string,
  sheet: FactSheet | undefined,
  rarity: (word: string) => number = (word) => Math.min(1, backgroundIdf(word) / 8),
  home: (sentence: string) => number = () => 0,
): StoryLink | null {
  if (!sheet) return null;
  // The company's name is no shared word ('Moylan’s Bakery' in its own profile), but the words of it are when the
  // text uses them as words ('a family-owned Irish bakery' beside 'cafés, bakeries and pubs').
  const nameAt = new RegExp(`${escapeRegExp(companyName.trim())}(?:[’']s?)?`, 'gi');
  // Lemmas, not stems: 'vining' peas are not a vineyard's 'vines'. A hyphenated compound is read as its words too
  // ('bakery-cafés').
  const read = (text: string) => {
    const words = new Map<string, string>();
    const pairs = new Set<string>();
    let previous: string | null = null;
    for (const token of tokenize(companyName.trim() ? text.replace(nameAt, ' ') : text).flatMap((t) => (t.includes('-') ? t.split('-') : [t]))) {
      const key = lemma(token);
      if (STOP_WORDS.has(token) || token.length < 3 || /\d/.test(token) || isGenericWord(token)) {
        previous = null;
        continue;
      }
      if (!words.has(key)) words.set(key, token);
      if (previous) pairs.add(`${previous} ${key}`);
      previous = key;
    }
    return { words, pairs };
  };
  // A long sentence joining clauses is read whole and as its clauses ('Its purifiers pair HEPA filters with a titanium
  // dioxide photocatalytic layer …, and it exports to distributors in the UAE …'): a clause that meets the story as
  // well as its whole sentence is the line quoted (below), and a sentence too long to quote is met by its clauses.
  const own = [...new Set([...splitSentences(profile), ...profileLines(profile)])]
    .filter((s) => wordCount(s) <= MAX_QUOTE_WORDS)
    // How the company began is its history, not its work: a founder's old job ('formerly chief actuary at a life
    // insurer') meets a story quoting a chief actuary by chance, and no strategist builds an angle on a founding date.
    .filter((text) => !tellsOrigin(text))
    // Nor is a line that leans on the one before ('Their son … has added LED grow lights'): quoted alone, whose son?
    .filter(profileLineStandsAlone)
    .map((text) => ({ text, ...read(text) }));
  const reportHome = sheet.reports.map((r) => ({ outlet: r.outlet, home: home(reportCountryText(r)) }));
  const reportAtHome = (outlet: string | null) => reportHome.some((r) => r.outlet === outlet && r.home > 0);
  // A story told only abroad has nothing nearer: its best link stands (an Australian refrigerant story for an English
  // leisure trust's heated pools).
  const nearer = reportHome.some((r) => r.home >= 0);
  const story = [
    ...(sheet.happened ? [{ text: sheet.happened, outlet: sheet.happenedOutlet }] : []),
    ...sheet.reports.map((r) => ({ text: r.sentence, outlet: r.outlet })),
    ...sheet.figures.map((f) => ({ text: f.sentence, outlet: f.outlet })),
    // A report's other sentences, after its strongest: the line a company's story turns on is often one of them.
    ...sheet.reports.flatMap((r) => (r.sentences ?? []).map((text) => ({ text, outlet: r.outlet }))),
  ]
    // A sentence too long to quote is quoted by its first clause when that stands alone: 'Aquatic centres and swim
    // schools that heat their pools with R-410A heat pumps are also paying more for repairs' of a 42-word sentence
    // that goes on ', said Tony Brandolini of …, who warned …' (a leisure trust's pools were its link).
    // One with no such clause is quoted cut, marked with an ellipsis: its words still meet the company ('European prices
    // for rutile titanium dioxide, … rose 11% … a tonne after…' for a maker of purifiers with a titanium dioxide layer).
    .map((s) => (wordCount(s.text) <= MAX_QUOTE_WORDS ? s : { ...s, text: clauseWithin(s.text, MAX_QUOTE_WORDS, MIN_CLAUSE_WORDS) ?? clauseCut(s.text, MAX_QUOTE_CHARS) }))
    .filter((s) => s.text.trim().length > 0 && (!nearer || home(s.text) >= 0 || reportAtHome(s.outlet)))
    .map((s) => ({ ...s, ...read(s.text) }));
  let best: (StoryLink & { score: number }) | null = null;
  for (const o of own) {
    for (const s of story) {
      const shared = [...s.words].filter(([key]) => o.words.has(key));
      if (shared.length === 0) continue;
      const phrases = [...s.pairs].filter((p) => o.pairs.has(p)).length;
      const score = shared.reduce((sum, [, surface]) => sum + rarity(surface), 0) + PHRASE_BONUS * phrases;
      if (score >= MIN_LINK && (!best || score > best.score || (score === best.score && clauseOf(o.text, best.own)))) {
        best = { own: o.text, story: s.text, outlet: s.outlet, shared: shared.map(([, surface]) => surface), score };
      }
    }
  }
  if (!best) return null;
  const { score: _score, ...link } = best;
  return link;
}

/** Whether `clause` is a clause of `sentence` ('Its fans draw 28 watts.' of '…, its fans draw 28 watts, and …'). */
function clauseOf(clause: string, sentence: string): boolean {
  const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '').replace(/\s+/g, ' ').trim();
  const inner = bare(clause);
  return inner.length < bare(sentence).length && bare(sentence).includes(inner);
}

/** Number words that say how many, not what ('nine swimming pools'). */
const COUNT_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|dozen|several|many|few|more|most|some|all|each|every|its|their|our)$/i;

/**
 * What of the company's own the link touches, as the company's sentence writes it, when none of its listed terms
 * does: the noun both sentences write, with the word that classifies it ('swimming pools' of 'nine swimming pools',
 * 'electric buses'), or, when the shared word itself classifies the next noun, that pair ('lithium batteries'). Never a
 * name or place (written with a capital), a unit ('litre'), a word of the story's subject, or a lone singular noun
 * ('scratch' of 'cooked from scratch'). Null when none qualifies.
 */
export function linkStake(link: StoryLink, subject: string): string | null {
  const subjectWords = subjectLemmas(subject);
  const shared = new Set(link.shared.map((w) => lemma(w.toLowerCase())));
  const tokens = tagSentence(link.own);
  const phrases: string[] = [];
  tokens.forEach((t, i) => {
    if (!plainWord(t, ['NOUN']) || t.text.length < 4) return;
    const key = lemma(t.text);
    if (!shared.has(key) || subjectWords.has(key) || isUnitOfMeasure(t.text) || isGenericWord(t.text)) return;
    const next = tokens[i + 1];
    const before = tokens[i - 1];
    // Part of a hyphenated word ('lithium-ion', 'auto-enrolment'): not a noun of its own.
    if (hyphenAt(tokens, i + 1) || hyphenAt(tokens, i - 1)) return;
    const singular = lemma(t.text) === t.text;
    // A noun that classifies a gerund's compound ('truck waiting times', 'car parking charges') is not its head.
    if (singular && /ing$/.test(next?.text ?? '') && tokens[i + 2]?.pos === 'NOUN') return;
    // A plural before a noun or determiner is the verb of the sentence ('The charity funds equipment', 'stores
    // temperature-controlled food'): English classifies with the singular ('heat pumps').
    if (!singular && next && ['NOUN', 'DET', 'ADJ', 'NUM'].includes(next.pos)) return;
    // A singular before a noun classifies it ('lithium battery'): the pair, whole, or nothing; and only when the
    // coverage writes that word as the company does ('school' of 'school holiday' is not the story's 'swim schools').
    if (singular && next?.pos === 'NOUN') {
      const asWritten = new RegExp(`\\b${escapeRegExp(t.text)}\\b`, 'i').test(link.story);
      if (asWritten && plainWord(next, ['NOUN']) && !hyphenAt(tokens, i + 2) && !subjectWords.has(lemma(next.text)) && !namesKind(tokens, i) && !inCompound(tokens, i)) {
        phrases.push(`${t.text} ${next.text}`);
        // With the company's own adjective too ('electric heat pumps'): what its side adds to the coverage's 'heat pumps'.
        if (plainWord(before, ['ADJ']) && classifies(before) && !namesKind(tokens, i - 1)) phrases.push(`${before!.text} ${t.text} ${next.text}`);
      }
    } else if (plainWord(before, ['NOUN', 'ADJ']) && classifies(before)) {
      // The last of a list of classifiers ('cocoa, maize and cashew farmers') is one kind among them: the kind the
      // coverage names, or none.
      const kinds = listedClassifiers(tokens, i - 1);
      if (kinds.length > 1) {
        const named = kinds.find((k) => new RegExp(`\\b${escapeRegExp(k)}\\b`, 'i').test(link.story));
        if (named) phrases.push(`${named} ${t.text}`);
      } else if (!namesKind(tokens, i - 1) && !inCompound(tokens, i - 1)) phrases.push(`${before!.text} ${t.text}`);
    } else if (!singular && !inCompound(tokens, i) && next?.text.toLowerCase() !== 'of') phrases.push(t.text);
    // (A plural its 'of' phrase explains says where or whose, not what: 'the centres of Ghent, Antwerp and Brussels'.)
  });
  // A phrase the coverage's sentence writes as it stands ('carbon dioxide') is the story's own subject matter, which
  // every company reading it may share: the stake is what the company's side adds ('swimming pools' beside 'pools').
  // In either number: the coverage's 'knitwear factories' is the company's 'knitwear factory' (which, said as a stake,
  // read 'what the wage means for knitwear factory').
  const story = ` ${tokenize(link.story).map(lemma).join(' ')} `;
  const inStory = (p: string) => story.includes(` ${tokenize(p).map(lemma).join(' ')} `);
  return phrases
    .filter((p) => novelBeside(subjectWords, p.split(' ').map(lemma)) && !inStory(p))
    .sort((a, b) => b.split(' ').length - a.split(' ').length)[0] ?? null;
}

type Tagged = { text: string; pos: string; space?: string };

/** A lower-case content word of the given parts of speech: no count word, stop word or participle. */
function plainWord(t: Tagged | undefined, pos: readonly string[]): boolean {
  return t !== undefined && pos.includes(t.pos) && /^\p{Ll}[\p{Ll}-]+$/u.test(t.text) && !COUNT_WORD.test(t.text) && !STOP_WORDS.has(t.text) && !/ed$/.test(t.text);
}

/**
 * The classifiers a list shares before one noun, ending at token `last` ('cocoa', 'maize', 'cashew' of 'cocoa, maize
 * and cashew farmers'); just that one when it ends no list.
 */
function listedClassifiers(tokens: readonly Tagged[], last: number): string[] {
  const kinds = [tokens[last]!.text];
  let k = last - 1;
  if (!/^(?:and|or)$/i.test(tokens[k]?.text ?? '')) return kinds;
  for (k -= 1; k >= 0 && plainWord(tokens[k], ['NOUN', 'ADJ']); k -= 2) {
    kinds.unshift(tokens[k]!.text);
    if (tokens[k - 1]?.text !== ',') break;
  }
  return kinds;
}

/** Whether token k is a hyphen written against the word before it. */
function hyphenAt(tokens: readonly Tagged[], k: number): boolean {
  return tokens[k]?.text === '-' && tokens[k]!.space === '';
}

/** Whether the noun phrase ending before `start` follows 'a'/'an': what the company is ('an independent brewery'), not what of its own the story touches. */
function namesKind(tokens: readonly Tagged[], start: number): boolean {
  let k = start - 1;
  while (k >= 0 && (['ADJ', 'NOUN', 'PROPN'].includes(tokens[k]!.pos) || tokens[k]!.text === '-')) k -= 1;
  return /^an?$/i.test(tokens[k]?.text ?? '');
}

/** Inside a longer compound ('carbon dioxide enrichment'): no two of its words stand for it. */
function inCompound(tokens: readonly Tagged[], start: number): boolean {
  return tokens[start - 1]?.pos === 'NOUN';
}

/** A comparative is no classifier ('older ammonia plants'). */
function classifies(t: Tagged | undefined): boolean {
  return t !== undefined && !/(?:er|est)$/.test(t.text);
}

/** Every word (lemma) of a story's subject, a hyphened word's parts too: 'home care' says 'home-care hours' again. */
export function subjectLemmas(subject: string): Set<string> {
  return new Set(tokenize(subject).flatMap((w) => (w.includes('-') ? [w, ...w.split('-')] : [w])).map(lemma));
}

/**
 * Whether a stake's words (lemmas) are mostly new beside the story's subject: 'card payments' beside 'card
 * settlement for small merchants' says the subject again.
 */
export function novelBeside(subjectWords: ReadonlySet<string>, words: readonly string[]): boolean {
  return words.filter((w) => subjectWords.has(w)).length * 2 < words.length;
}

/**
 * What the company says it owns that the story is about, when no sentence of the coverage meets its profile: the
 * noun phrase after 'its', 'their' or 'our' whose noun is a word of the story's subject ('trucks' of 'its trucks run
 * daily loads…' beside English checks on truck drivers), or that opens a clause naming it ('Its delivery vans run on
 * diesel' beside diesel prices: its delivery vans). The coverage may never write the word ('drivers', 'hauls'),
 * but the company's own description does, so a caveat that nothing in it speaks to the story would be false. How the
 * company began is not read (a founder's old work is not the company's). Null when no such phrase is written.
 */
export function ownedSubjectThing(profile: string, subject: string): string | null {
  const subjectWords = subjectWordsOf(subject);
  if (subjectWords.size === 0) return null;
  for (const sentence of ownLines(profile)) {
    const tokens = tagSentence(sentence);
    for (let i = 0; i < tokens.length; i += 1) {
      if (!/^(?:its|their|our)$/i.test(tokens[i]!.text)) continue;
      // The phrase runs over its adjectives and nouns (at most three words) and ends at its last noun.
      let end = i;
      while (end - i < 3 && ['ADJ', 'NOUN'].includes(tokens[end + 1]?.pos ?? '') && /^\p{Ll}[\p{Ll}-]*$/u.test(tokens[end + 1]!.text)) end += 1;
      if (end === i || tokens[end]!.pos !== 'NOUN' || ['NOUN', 'PROPN'].includes(tokens[end + 1]?.pos ?? '')) continue;
      const words = tokens.slice(i + 1, end + 1);
      const ofSubject = (t: Tagged) => t.pos === 'NOUN' && subjectWords.has(lemma(t.text.toLowerCase())) && !isGenericWord(t.text);
      if (words.some(ofSubject)) return joinTokens(words);
      // Or the clause it opens says it of them: 'Its delivery vans run on diesel' beside diesel prices.
      const opens = i === 0 || [',', ';', 'and'].includes(tokens[i - 1]!.text);
      let stop = end + 1;
      while (stop < tokens.length && ![',', ';', '.'].includes(tokens[stop]!.text)) stop += 1;
      if (opens && tokens.slice(end + 1, stop).some(ofSubject)) return joinTokens(words);
    }
  }
  return null;
}

/** The lemmas of a subject's content words: 'higher pension contributions for foreign workers' → pension, contribution, … */
function subjectWordsOf(subject: string): Set<string> {
  return new Set(
    tokenize(subject.replace(/-/g, ' '))
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !isGenericWord(w))
      .map(lemma),
  );
}

/** The profile's sentences and lines about what the company does now (how it began left out). */
const ownLines = (profile: string) => [...splitSentences(profile), ...profileLines(profile)].filter((s) => !tellsOrigin(s));

/**
 * Whether a line of what the company does names a word of the story's subject ('advises … pension schemes' beside
 * higher pension contributions for foreign workers): then its description does speak to the story, though no
 * sentence of the coverage shares enough with it to quote the two side by side.
 */
export function describesSubject(profile: string, subject: string): boolean {
  const subjectWords = subjectWordsOf(subject);
  return ownLines(profile).some((line) => tokenize(line.replace(/-/g, ' ')).some((w) => subjectWords.has(lemma(w)) && !isGenericWord(w)));
}
