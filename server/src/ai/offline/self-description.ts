import { splitSentences } from '../../text';
import type { ParsedSite } from '../types';
import { tagSentence, type Token } from '../../text/nlp';
import { ingForm, ORGANISATION_HEAD, withArticle } from './prose';

export interface SelfDescription {
  /** The sentence as the site wrote it: 'Harrow & Pike is a Norwich law firm advising employers…'. */
  sentence: string;
  /** What the company says it is, without names or numbers: 'law firm', 'registered charity', 'B2B payments platform'. */
  kind: string;
  /** The article the site used before it ('a', 'an'), or '' ('Barkfresh is fresh dog food'). */
  article: string;
}

const NOMINAL = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);

/**
 * The site's own sentence saying what the company is ('{Name} is a …', 'We are a …'), and the noun phrase after 'is':
 * adjectives and nouns up to the head noun, with an 'of' phrase ('a firm of heating engineers'). Place names
 * and numbers in front are dropped ('a Norwich law firm' → 'law firm'). The name may be shortened on the page
 * ('Harrow & Pike' for 'Harrow & Pike Solicitors'). Null when the site never says it.
 */
export function findSelfDescription(site: ParsedSite, companyName: string): SelfDescription | null {
  const firstWord = companyName.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!firstWord) return null;
  const sentences = [site.description, site.ogDescription, ...splitSentences(site.mainText)].flatMap((t) =>
    splitSentences(t),
  );
  for (const said of sentences) {
    // A present-time adverb before the name says when, not what: 'Today Keyfold is cloud property management software…'.
    const sentence = said.replace(NOW_OPENER, '');
    const weAre = /^We are (?:a|an) /.test(sentence);
    if (!sentence.toLowerCase().startsWith(firstWord) && !weAre) continue;
    const tokens = tagSentence(sentence);
    const is = tokens.findIndex((t) => t.text === (weAre ? 'are' : 'is'));
    // The subject is the name alone: 'Barkfresh is', 'Harrow & Pike is', never 'Barkfresh food is'.
    if (is < 1 || (!weAre && tokens.slice(0, is).some((t) => t.pos !== 'PROPN' && t.pos !== 'CCONJ' && t.text !== '&')))
      continue;
    // A place's possessive before the kind is where it is ('Australia's specialist solar panel recycler').
    let at = is + 1;
    while (tokens[at]?.pos === 'PROPN' && !/^['’]s$/u.test(tokens[at]!.text)) at += 1;
    const from = at > is + 1 && /^['’]s$/u.test(tokens[at]?.text ?? '') ? at + 1 : is + 1;
    const kind = nounPhraseAfter(tokens, from);
    // A relation is no definition: 'Sunreturn is a member of the Australian Council of Recycling'.
    if (kind && RELATIONS.test(kind)) continue;
    // After a possessive the kind of one organisation takes 'a' when said on its own ('a specialist … recycler').
    const counted = from > is + 1 && kind !== null && (ORGANISATION_HEAD.test(kind) || /(?:er|or|ist)$/u.test(kind)) ? withArticle(kind).split(' ')[0]! : '';
    const article = counted || (tokens[is + 1]?.pos === 'DET' ? tokens[is + 1]!.text.toLowerCase() : '');
    if (kind) return { sentence, kind, article: article === 'a' || article === 'an' ? article : '' };
  }
  return null;
}

/** An opening that places a definition in the present ('Today', 'These days,', 'Eight years on,'). */
const NOW_OPENER = /^(?:Today|Now|Nowadays|These days|(?:\p{L}+|\d+) years (?:on|later)),?\s+(?=\p{Lu})/u;

/** Kinds that say whom the company belongs to or stands with, not what it is. */
const RELATIONS = /^(?:(?:founding|proud|full|corporate|accredited)\s+)?(?:member|members|part|one|partner|signatory|supporter|subsidiary)(?:\s+of\b.*)?$/i;

function nounPhraseAfter(tokens: readonly Token[], start: number): string | null {
  let i = start;
  if (tokens[i]?.pos === 'DET') i++;
  const phrase: Token[] = [];
  while (tokens[i]) {
    const t = tokens[i]!;
    // 'family-run', 'cross-border': a hyphenated compound is one modifier whatever its parts are tagged.
    if (tokens[i + 1]?.text === '-' && tokens[i + 2] && tokens[i + 1]!.space === '' && tokens[i + 2]!.space === '') {
      phrase.push({ ...t, text: `${t.text}-${tokens[i + 2]!.text}`, pos: 'ADJ' });
      i += 3;
      // The small model tags the noun after such a compound as it pleases ('a family-run firm/ADV of').
      const after = tokens[i];
      if (
        after &&
        /^\p{Ll}+$/u.test(after.text) &&
        !NOMINAL.has(after.pos) &&
        (tokens[i + 1]?.pos === 'ADP' || tokens[i + 1]?.pos === 'PUNCT')
      ) {
        phrase.push({ ...after, pos: 'NOUN' });
        i++;
      }
      continue;
    }
    // A bare verb form opening the phrase before a noun modifies it: the small model tags 'fleet' in 'is fleet
    // telematics software' as a verb, and nothing but a noun phrase can follow 'is' there.
    const modifier = phrase.length === 0 && t.pos === 'VERB' && /^\p{Ll}+$/u.test(t.text) && !/(?:ing|ed|en)$/u.test(t.text) && NOMINAL.has(tokens[i + 1]?.pos ?? '');
    if (!NOMINAL.has(t.pos) && !modifier) break;
    phrase.push(modifier ? { ...t, pos: 'NOUN' } : t);
    i++;
  }
  // 'a firm of heating engineers': the 'of' phrase says what kind of firm.
  if (tokens[i]?.text === 'of' && phrase.length > 0) {
    const tail: Token[] = [];
    let j = i + 1;
    // A participle before a noun modifies it ('a team of registered podiatrists', 'a firm of chartered surveyors').
    const participle = (k: number) => tokens[k]!.pos === 'VERB' && /^\p{Ll}+ed$/u.test(tokens[k]!.text) && NOMINAL.has(tokens[k + 1]?.pos ?? '');
    for (; tokens[j]; j++) {
      const modifier = participle(j);
      if (!modifier && !(NOMINAL.has(tokens[j]!.pos) && tokens[j]!.pos !== 'PROPN')) break;
      tail.push(modifier ? { ...tokens[j]!, pos: 'ADJ' } : tokens[j]!);
    }
    // A gerund after the head noun begins a clause ('podiatrists caring for feet'), whatever its tag.
    while (tail.length > 1 && /ing$/u.test(tail[tail.length - 1]!.text) && tail[tail.length - 2]!.pos === 'NOUN') tail.pop();
    if (tail.length > 0 && tail[tail.length - 1]!.pos === 'NOUN') phrase.push({ ...tokens[i]!, space: ' ' }, ...tail);
  }
  // A place or a number in front ('a Norwich law firm'); an acronym ('a B2B payments platform') stays.
  while (
    phrase.length > 0 &&
    ((phrase[0]!.pos === 'PROPN' && !/^[\p{Lu}\p{N}]{2,}$/u.test(phrase[0]!.text)) || phrase[0]!.pos === 'NUM')
  )
    phrase.shift();
  while (phrase.length > 0 && phrase[phrase.length - 1]!.pos !== 'NOUN' && phrase[phrase.length - 1]!.pos !== 'PROPN')
    phrase.pop();
  if (phrase.length === 0 || phrase.length > 6) return null;
  return phrase.map((t) => t.text).join(' ');
}

/**
 * Whom the company says it is for, in its own definition: 'a remote patient monitoring platform for NHS trusts
 * and health systems' → ['NHS trusts', 'Health systems']. Plural phrases of two or three words only: 'for
 * companies with 200 to 10,000 employees' names no market a single word could stand for.
 */
export function ownAudiences(described: SelfDescription | null): string[] {
  if (!described) return [];
  const at = described.sentence.indexOf(described.kind);
  const rest = at < 0 ? '' : described.sentence.slice(at + described.kind.length);
  const match = /^\s+for ([^,.;:]+)/u.exec(rest);
  if (!match) return [];
  return match[1]!
    .split(/\s+(?:and|or)\s+|,\s*/u)
    .map((p) => p.trim())
    .filter((p) => /^(?:[\p{L}-]+ ){1,2}[\p{L}-]+s$/u.test(p) && !/\b(?:with|of|who|that|in|on|at|to)\b/u.test(p))
    .map((p) => (/^\p{Lu}{2}/u.test(p) ? p : p.charAt(0).toUpperCase() + p.slice(1)));
}

/** Heads that say what legal or organisational form a company has, not the field it works in. */
const LEGAL_FORMS = new Set([
  'charity',
  'non-profit',
  'nonprofit',
  'not-for-profit',
  'organisation',
  'organization',
  'company',
  'business',
  'enterprise',
  'cooperative',
  'co-operative',
  'co-op',
  'partnership',
  'trust',
  'foundation',
  'association',
  'startup',
  'start-up',
  'corporation',
  'subsidiary',
  'cic',
  'society',
  'institution',
]);

/**
 * Whether the self-description names only a legal status ('a registered charity', 'a social enterprise', 'a
 * private company'): its head is a legal or organisational form, no noun in front says of what, and no 'of'
 * phrase follows ('a firm of heating engineers' names its field; 'a software company' does too).
 */
export function isLegalStatus(kind: string): boolean {
  const words = kind.toLowerCase().split(/\s+/);
  const head = words.at(-1) ?? '';
  if (!LEGAL_FORMS.has(head) || words.includes('of')) return false;
  const modifiers = tagSentence(kind).slice(0, -1);
  // 'social enterprise' is a form as well; 'software company' has its field in front.
  return (
    modifiers.every((t) => t.pos !== 'NOUN' && t.pos !== 'PROPN') ||
    words.every((w) => LEGAL_FORMS.has(w) || w === 'social')
  );
}

/**
 * The field a company works in when its self-description gives only its legal status, from its own words:
 * the common-noun tail of its name when the page uses its words ('Eastside Community Food Bank' → 'Food bank',
 * 'food' being on the page), else the activity the definition names after the status ('a registered charity
 * supporting young carers' → 'Supporting young carers'). Null when neither says.
 */
export function fieldBeyondStatus(described: SelfDescription, companyName: string, pageText: string): string | null {
  return fieldFromName(companyName, pageText) ?? activityAfterStatus(described);
}

function fieldFromName(companyName: string, pageText: string): string | null {
  const words = companyName.trim().split(/\s+/).slice(1);
  const lowerPage = ` ${pageText.toLowerCase().replace(/[^\p{L}\p{N}\s-]+/gu, ' ')} `;
  // The shortest tail of two or more words, each a common noun or adjective the page itself writes in lower case
  // ('food' and 'bank' in 'Food Bank'), that does not end in a legal form ('Hope Community Trust' names no field).
  for (let start = words.length - 2; start >= 0; start--) {
    const tail = words.slice(start).map((w) => w.toLowerCase());
    if (tail.some((w) => !/^\p{L}[\p{L}-]*$/u.test(w)) || LEGAL_FORMS.has(tail.at(-1)!)) return null;
    const tokens = tagSentence(`a ${tail.join(' ')}`).slice(1);
    if (
      tokens.length !== tail.length ||
      tokens.at(-1)!.pos !== 'NOUN' ||
      tokens.some((t) => t.pos !== 'NOUN' && t.pos !== 'ADJ')
    )
      continue;
    if (!tail.slice(0, -1).every((w) => lowerPage.includes(` ${w} `))) continue;
    return capitalise(tail.join(' '));
  }
  return null;
}

function activityAfterStatus(described: SelfDescription): string | null {
  const at = described.sentence.indexOf(described.kind);
  if (at < 0) return null;
  const rest = described.sentence.slice(at + described.kind.length).trim();
  const tokens = tagSentence(rest);
  let i = 0;
  // 'that supports young carers' reads as 'supporting young carers'.
  const relative = tokens[0] && /^(?:that|which|who)$/i.test(tokens[0].text);
  if (relative) i = 1;
  const verb = tokens[i];
  if (!verb || verb.pos !== 'VERB') return null;
  const ing = /ing$/.test(verb.text) ? verb.text : relative ? ingForm(verb.lemma) : null;
  if (!ing) return null;
  const object: string[] = [];
  for (
    let j = i + 1;
    tokens[j] && /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(tokens[j]!.pos) && tokens[j]!.text !== ',';
    j++
  ) {
    if (object.length === 0 && tokens[j]!.pos === 'DET') continue;
    object.push(tokens[j]!.text);
  }
  if (object.length === 0) return null;
  return capitalise(`${ing.toLowerCase()} ${object.join(' ')}`);
}


const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Words before a kind that say how or where the company works, not its field ('cloud', 'independent', 'national'). */
const NOT_FIELD =
  /^(?:cloud|online|digital|national|international|global|leading|specialist|independent|family|family-run|family-owned|boutique|award-winning|registered|licensed|chartered|regional|local|small|modern|new|premium|full-service|one-stop|b2b|b2c|public|private|non-profit|nonprofit|not-for-profit|\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)$/i;

/** Heads that name the organisation, not the field ('executive search firm', 'hearing care provider'). */
const FIELD_HEAD =
  /^(?:firm|firms|company|business|provider|providers|practice|network|group|organisation|organization|charity|consultancy|team|service|services|partner|partners|specialist|specialists|people|foundation|trust|agency)$/i;

/**
 * The field a definition names, as a news reader would track it: 'farm management software' of 'farm management
 * software', 'executive search' of 'executive search firm', 'quantity surveyors' of 'independent firm of chartered
 * quantity surveyors', 'solar panel recycler' of 'specialist solar panel recycler'. Null when nothing but the
 * organisation and how it works is left ('non-profit foundation', 'team of 16 people'), or when only one word is: one
 * word is too broad to stand alone.
 */
export function definedField(kind: string): string | null {
  let words = kind.split(/\s+/).filter(Boolean);
  // 'A firm of …', 'a group of …', 'a manufacturer of …': the field is what follows.
  const of = words.findIndex((w) => w.toLowerCase() === 'of');
  if (of >= 0) words = words.slice(of + 1);
  // The organisation's head ends the field; what follows it says what it does ('family business sweeping chimneys').
  const head = words.findIndex((w, i) => i > 0 && FIELD_HEAD.test(w));
  if (head > 0) words = words.slice(0, head);
  // A place or a people before the field is where it works ('UK charity', 'African manufacturer').
  while (words.length > 0 && (NOT_FIELD.test(words[0]!) || /^\p{Lu}/u.test(words[0]!))) words.shift();
  if (words.length < 2 || words.length > 4 || words.some((w) => /\d/.test(w) || /^\p{Lu}/u.test(w))) return null;
  return words.join(' ');
}
