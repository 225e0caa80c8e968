import { splitSentences } from '../../text';
import type { ParsedSite } from '../types';
import type { SelfDescription } from './self-description';
import { tagSentence, type Token } from '../../text/nlp';
import { isRegion } from './regions';

/**
 * Markets a site names in other words than a sector's buyers: the people a non-profit gives to ('giving food
 * parcels … to families in crisis') and the places a local trade serves ('a same-week callout for customers in
 * Leeds, Bradford, Harrogate and Wakefield'). Both are read from how English says it: a group of people, then
 * 'in' or 'across' and place names (capitalised, listed with commas and 'and'), or, in the company's own
 * definition, the group after 'to' or 'for' with what qualifies it ('in crisis').
 */

/** Nouns for the people or organisations a company serves; any of them before 'in <places>' names a served area. */
const SERVED_GROUPS = new Set([
  'customers',
  'clients',
  'people',
  'families',
  'households',
  'homes',
  'homeowners',
  'residents',
  'businesses',
  'patients',
  'communities',
  'children',
  'tenants',
  'landlords',
  'employers',
  'schools',
  'members',
  'users',
  'shoppers',
  'companies',
  'firms',
  'farmers',
  'retailers',
  'merchants',
  'pupils',
  'students',
  'carers',
  'adults',
]);

/** Place names in a list: 'Leeds, Bradford, Harrogate and Wakefield', 'east London', 'Bury St Edmunds'. */
const PLACE = String.raw`(?:(?:north|south|east|west|central|northern|southern|eastern|western|greater|inner|outer)\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}`;
const SERVED = new RegExp(
  // No 'i' flag: with it, \p{Lu} would match lower-case letters too and any word would pass for a place.
  String.raw`\b(${[...SERVED_GROUPS].map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`).join('|')})\s+(in|across|throughout)\s+(${PLACE}(?:\s*,\s*${PLACE})*(?:,?\s+and\s+${PLACE})?)`,
  'gu',
);

/**
 * 'Customers in Leeds, Bradford, Harrogate and Wakefield', as the site writes it, most places first. A region
 * the region table already gives ('customers in the UK' is no match here: 'the' is no place) is not repeated,
 * nor a place that is the company's own name.
 */
export function servedPlaces(site: ParsedSite, companyName: string): string[] {
  const name = companyName.trim().toLowerCase();
  const found: Array<{ phrase: string; places: number }> = [];
  for (const sentence of [site.description, ...splitSentences(site.mainText)].flatMap((t) => splitSentences(t))) {
    // 'Our private client team writes wills … for families across East Anglia': a part of the company speaks, and
    // whom one team serves is not the company's market.
    if (/^Our\s/.test(sentence)) continue;
    for (const m of sentence.matchAll(SERVED)) {
      // 'We're 85 people in Brooklyn and Allentown': a headcount says where the staff are, not whom they serve.
      if (/\d\s+$/u.test(sentence.slice(0, m.index)) && /^people$/iu.test(m[1]!)) continue;
      const places = m[3]!.split(/\s*,\s*|,?\s+and\s+/u).filter(Boolean);
      if (places.some((p) => name.includes(p.toLowerCase())) || places.every((p) => isRegion(p))) continue;
      const phrase = `${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1).toLowerCase()} ${m[2]!.toLowerCase()} ${m[3]!}`;
      if (!found.some((f) => f.phrase.toLowerCase() === phrase.toLowerCase()))
        found.push({ phrase, places: places.length });
    }
  }
  return found.sort((a, b) => b.places - a.places).map((f) => f.phrase);
}

/**
 * Whom the company gives to, in its own definition: 'a registered charity giving emergency food parcels … to
 * families in crisis in east London' → 'Families in crisis'. A plural group after 'to', with a qualifier of one
 * lower-case word ('in crisis', 'in need'); a place after it is the served area, not part of the group.
 */
export function beneficiaries(described: SelfDescription | null): string[] {
  if (!described) return [];
  const at = described.sentence.indexOf(described.kind);
  if (at < 0) return [];
  const tokens = tagSentence(described.sentence.slice(at + described.kind.length));
  const out: string[] = [];
  tokens.forEach((t, i) => {
    if (t.text !== 'to') return;
    let j = i + 1;
    if (tokens[j]?.pos === 'DET') j++;
    const group: Token[] = [];
    while (tokens[j] && (tokens[j]!.pos === 'ADJ' || tokens[j]!.pos === 'NOUN') && /^\p{Ll}/u.test(tokens[j]!.text))
      group.push(tokens[j++]!);
    const head = group.at(-1);
    // 'to keep nutrients in': an infinitive, not a group of people.
    if (!head || head.pos !== 'NOUN' || head.text === head.lemma || !personGroup(head)) return;
    // 'in crisis', 'in need', 'with dementia': one lower-case word that qualifies the group; 'in east London' is a place.
    const preposition = tokens[j];
    const qualifier = tokens[j + 1];
    const qualified =
      preposition &&
      /^(?:in|with|on)$/.test(preposition.text) &&
      qualifier?.pos === 'NOUN' &&
      /^\p{Ll}+$/u.test(qualifier.text) &&
      tokens[j + 2]?.pos !== 'NOUN' &&
      tokens[j + 2]?.pos !== 'PROPN';
    // A bare general group ('to people') names nobody in particular.
    if (!qualified && group.length < 2) return;
    const phrase = [...group.map((g) => g.text), ...(qualified ? [preposition.text, qualifier.text] : [])].join(' ');
    out.push(phrase.charAt(0).toUpperCase() + phrase.slice(1));
  });
  return out;
}

/** A noun for people: one of the served groups, or one formed as people nouns are ('carers', 'refugees', 'residents'). */
function personGroup(head: Token): boolean {
  return SERVED_GROUPS.has(head.text.toLowerCase()) || /(?:er|ee|ian|ist|ent|ant)$/.test(head.lemma);
}

/**
 * Owners named by what they own: 'Owners who switch from kibble tell us their dogs…' → 'Dog owners', 'owners of
 * small boats' → 'Boat owners'. A page that speaks of 'owners' and of 'their' things names its buyers so.
 */
export function ownersOf(site: ParsedSite): string[] {
  const out = new Set<string>();
  for (const sentence of splitSentences(site.mainText)) {
    const m =
      /\b[Oo]wners\b[^.;]*?\btheir (\p{Ll}{3,}?)s\b/u.exec(sentence) ??
      /\b[Oo]wners of (?:\p{Ll}+ )?(\p{Ll}{3,}?)s\b/u.exec(sentence);
    if (m) out.add(`${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1)} owners`);
  }
  return [...out];
}
