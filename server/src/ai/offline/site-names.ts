import { splitSentences } from '../../text';
import { escapeRegExp } from '../../text/escape-regexp';

/**
 * The names a site gives: a name it only writes as part of longer ones, the whole name a proper phrase belongs to,
 * an acronym of a name, and the institutions of its field it names as such.
 */

/** The last word of a name that is an institution of a field: its regulators, bodies, laws, schemes and events. */
export const FIELD_INSTITUTION =
  /\b(?:Association|Society|Federation|Institute|Institution|Council|Regulator|Authority|Agency|Commission|Ombudsman|Office|Board|Registry|Register|Inspectorate|Executive|Department|Ministry|Committee|Union|Alliance|Confederation|Network|Forum|Act|Code|Bill|Regulations?|Directive|Standards?|Scheme|Incentive|Programme|Program|Strategy|Expo|Show|Awards?|Week|Day|Month)$/;

/** A name joined by 'of', 'and' or 'for' ('Health and Care Professions Council') up to this many words. */
export const MAX_WHOLE_NAME_WORDS = 6;

const NAME_WORD = "\\p{Lu}[\\p{L}'’-]*";
const JOIN = '(?:of|and|for|&)';

/**
 * Whether a name is only ever written as the tail of other, different names ('District Council' in 'Lewes
 * District Council' and 'Rother District Council'): the words they share, not one of them. A possessive before it
 * ("the Regulator's Funding Code") is no part of its name.
 */
export function sharedNameTail(term: string, text: string): boolean {
  const escaped = escapeRegExp(term);
  const heads = new Set<string>();
  for (const m of text.matchAll(new RegExp(`(\\S+)\\s+${escaped}(?![\\p{L}\\p{N}])`, 'gu'))) {
    const before = m[1]!;
    if (!/^\p{Lu}[\p{L}\p{N}-]*$/u.test(before)) return false;
    heads.add(before);
  }
  return heads.size >= 2 && !new RegExp(`(?:^|[^\\p{L}\\p{N}\\s]\\s*)${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/**
 * The longer name a proper phrase is always part of on the page, joined by 'of', 'and' or 'for' ('British Society'
 * of 'British Society of Audiology', 'Endangered Species' of "People's Trust for Endangered Species"), or null when
 * the page also writes it alone.
 */
export function wholeName(term: string, text: string): string | null {
  const escaped = escapeRegExp(term);
  const pattern = new RegExp(
    `((?:${NAME_WORD}\\s+)+${JOIN}\\s+)?(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])((?:\\s+(?:of|for)\\s+(?:the\\s+)?${NAME_WORD})(?:\\s+${NAME_WORD})*)?`,
    'gu',
  );
  let longest: string | null = null;
  for (const m of text.matchAll(pattern)) {
    if (!m[1] && !m[2]) return null;
    if (longest === null || m[0].length > longest.length) longest = m[0].replace(/\s+/g, ' ');
  }
  return longest;
}

/** Whether `acronym` is the initials of `name`'s words, the small joining words aside ('MLA', 'Master Locksmiths Association'). */
export function abbreviates(acronym: string, name: string): boolean {
  if (!/^\p{Lu}{2,6}$/u.test(acronym)) return false;
  const words = name.split(/\s+/).filter((w) => !/^(?:of|and|for|the|&)$/i.test(w));
  return words.length === acronym.length && words.every((w, i) => /^\p{Lu}/u.test(w) && w.charAt(0) === acronym.charAt(i));
}

/**
 * The institutions of a company's field that its site names as such: the regulator it is 'authorised and regulated
 * by', the register it is 'registered with', the trade bodies it is 'a member of', the bodies it works 'alongside'.
 * Their news is the field's news (a regulator's fines, a trade body's survey), so a PR team tracks them, though a
 * site names each once, in its footer or its about page. Read from how English states the relation, not from a list
 * of bodies: the names after such a phrase, as a list ('members of Wildlife and Countryside Link and … CPRE'), up to
 * the first word in lower case. Funders ('supported by'), customers ('work with') and tools are relationships of
 * another kind and are not read.
 */

/** Phrases that say the company is regulated by, registered with, a member of or works beside a body. */
const RELATION =
  /\b(?:(?:authori[sz]ed and )?regulated by|authori[sz]ed by|licensed by|accredited by|approved by|certified by|inspected by|registered with|members? of|belong(?:s)? to|affiliated (?:with|to)|(?:work|works|working) (?:closely )?alongside|(?:an? )?(?:executive )?agency of)\s+(?:the\s+)?/giu;

/** A name as a site writes it: capitalised words, acronyms and codes ('R3'), joined by 'of', 'and', 'for', '&'. */
const NAME = String.raw`(?:\p{Lu}[\p{L}\p{N}'’&-]*)(?:\s+(?:of|and|for|&|the|on)\s+\p{Lu}[\p{L}\p{N}'’&-]*|\s+\p{Lu}[\p{L}\p{N}'’&-]*)*`;
const LIST = new RegExp(String.raw`^(?:the\s+)?(${NAME})(?:\s*\((\p{Lu}[\p{L}\p{N}]{1,7})\))?`, 'u');

/** Words that open a name only as a sentence's or heading's first word ('We', 'Our'). */
const NOT_NAMES = /^(?:We|Our|It|Its|They|Their|This|These|The|A|An)$/u;

/** The bodies the site names in such a relation, each once as written, in the order first named. */
export function institutionsNamed(text: string): string[] {
  const out: string[] = [];
  const add = (name: string) => {
    const clean = name.trim().replace(/[’']s$/u, '');
    if (clean.length < 2 || NOT_NAMES.test(clean) || out.some((o) => o.toLowerCase() === clean.toLowerCase())) return;
    // A body named in full and by its acronym is one body, tracked by the acronym.
    const full = out.findIndex((o) => abbreviates(clean, o));
    if (full >= 0) out[full] = clean;
    else if (!out.some((o) => abbreviates(o, clean))) out.push(clean);
  };
  for (const sentence of text.split('\n').flatMap((block) => splitSentences(block))) {
    for (const relation of sentence.matchAll(RELATION)) {
      // The list after the relation: names joined by commas and 'and', each with its acronym in brackets.
      let rest = sentence.slice(relation.index + relation[0].length);
      for (;;) {
        const m = LIST.exec(rest);
        if (!m) break;
        // 'the Department for Environment, Food & Rural Affairs (Defra)': a bracketed acronym that is not this
        // item's own ('Food & Rural Affairs' is no 'D…') closes a name holding a comma; the acronym names it.
        // A body's own acronym is how headlines name it ('the HFEA', 'CQC'): it is tracked by that.
        const acronym = m[2];
        if (acronym && acronym[0]!.toLowerCase() !== m[1]![0]!.toLowerCase() && out.length > 0) {
          out.pop();
          add(acronym);
        } else add(acronym && /^\p{Lu}{2,}/u.test(acronym) ? acronym : m[1]!);
        rest = rest.slice(m[0].length);
        const joint = /^(?:\s*,\s*(?:and\s+)?|\s+and\s+)/u.exec(rest);
        if (!joint) break;
        rest = rest.slice(joint[0].length);
      }
    }
  }
  return out;
}
