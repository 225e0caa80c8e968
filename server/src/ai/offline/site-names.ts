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

/** Whether `text` writes `term` as a word at least once and every time as `holds` says (given where it starts and ends). */
function everyUse(term: string, text: string, holds: (at: number, end: number) => boolean, caseless = false): boolean {
  let seen = false;
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, caseless ? 'giu' : 'gu'))) {
    if (!holds(m.index, m.index + m[0].length)) return false;
    seen = true;
  }
  return seen;
}

/**
 * Whether a word is capitalised only where every word is: at the start of a line or a sentence, or after a title's
 * separator ('Certainty, from first sketch to final account'). A heading's first word, not a name.
 */
export function capitalOnlyAtStarts(word: string, text: string): boolean {
  return everyUse(word, text, (at) => {
    const before = text.slice(Math.max(0, at - 6), at);
    return (at <= 6 && /^\s*["“‘']?$/u.test(before)) || /[\n.!?:|–—-][ \t]*["“‘']?$/u.test(before);
  });
}

/** Whether an acronym is only ever written before a number ('ISO' of 'ISO 9001' and 'ISO 14001'): a code's prefix, not a name. */
export function onlyBeforeNumber(acronym: string, text: string): boolean {
  return everyUse(acronym, text, (_, end) => /^\s+\d/u.test(text.slice(end, end + 8)));
}

/**
 * Whether a phrase that opens on a capitalised word is only ever written after more of a name ('Services framework'
 * of 'Construction Professional Services framework'): a name cut short, which names nothing.
 */
export function cutFromName(term: string, text: string): boolean {
  if (!/^\p{Lu}\p{Ll}/u.test(term)) return false;
  return everyUse(
    term,
    text,
    (at) => {
      const before = /(\S+) +$/u.exec(text.slice(Math.max(0, at - 40), at))?.[1];
      return before !== undefined && /^\p{Lu}[\p{L}-]*$/u.test(before) && !NOT_NAMES.test(before);
    },
    true,
  );
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

/** The word that says what kind of body a name is ('Alliance', 'Institute', 'Board'). */
const BODY_HEAD =
  /\b(?:Alliance|Association|Institute|Institution|Council|Board|Authority|Federation|Society|Union|Agency|Commission|Trust|Register|Network|Forum|Chamber|College|Confederation|Guild|Foundation|Ombudsman|Department|Ministry|Organi[sz]ation|Coalition|League|Academy)\b/u;

/** A name's first letter, as an acronym's first letter is compared with it. */
const initial = (name: string) => name[0]!.toLowerCase();

/** Where a name read as one is two bodies joined by 'and' (the index of that ' and '), or −1. */
function bodiesJoined(name: string): number {
  for (const m of name.matchAll(/\s+and\s+/gu)) {
    const before = name.slice(0, m.index);
    const after = name.slice(m.index + m[0].length);
    if (BODY_HEAD.test(before) && (BODY_HEAD.test(after) || /\b\p{Lu}{2,}\b/u.test(after))) return m.index;
  }
  return -1;
}

/** The bodies the site names in such a relation, each once as written, in the order first named. */
export function institutionsNamed(text: string): string[] {
  const out: string[] = [];
  /** Adds a body; returns the name when it was appended as a new one (a list's pieces are those). */
  const add = (name: string): string | null => {
    const clean = name.trim().replace(/[’']s$/u, '');
    if (clean.length < 2 || NOT_NAMES.test(clean) || out.some((o) => o.toLowerCase() === clean.toLowerCase())) return null;
    // A kind of body alone is a name read short ('Association' of 'Association québécoise des transports', whose
    // other words a name in French writes in lower case): no body to track.
    if (!/\s/u.test(clean) && BODY_HEAD.test(clean)) return null;
    // A body named in full and by its acronym is one body, tracked by the acronym.
    const full = out.findIndex((o) => abbreviates(clean, o));
    if (full >= 0) out[full] = clean;
    else if (!out.some((o) => abbreviates(o, clean))) {
      out.push(clean);
      return clean;
    }
    return null;
  };
  for (const sentence of text.split('\n').flatMap((block) => splitSentences(block))) {
    for (const relation of sentence.matchAll(RELATION)) {
      // The list after the relation: names joined by commas and 'and', each with its acronym in brackets.
      let rest = sentence.slice(relation.index + relation[0].length);
      // The names this list added, in order.
      const listed: string[] = [];
      for (;;) {
        const m = LIST.exec(rest);
        if (!m) break;
        // 'the Department for Environment, Food & Rural Affairs (Defra)': a bracketed acronym that is not this
        // item's own ('Food & Rural Affairs' is no 'D…') closes a name holding a comma; the acronym names it.
        // A body's own acronym is how headlines name it ('the HFEA', 'CQC'): it is tracked by that.
        // So does one holding two commas ('the Air-Conditioning, Heating, and Refrigeration Institute (AHRI)'): the
        // items back to the one its acronym's first letter opens are its pieces.
        const acronym = m[2];
        // Two bodies joined by 'and' read as one name ('the Global Cold Chain Alliance and Make UK'): a name holding
        // a body's head word before the 'and' is whole, when what follows is a body too (a head word or an acronym).
        // 'Chartered Accountants in England and Wales' stays one.
        const cut = acronym ? -1 : bodiesJoined(m[1]!);
        if (cut > 0) {
          const added = add(m[1]!.slice(0, cut));
          if (added) listed.push(added);
          rest = rest.slice(m[0].indexOf(m[1]!) + cut).replace(/^\s+and\s+/u, '');
          continue;
        }
        if (acronym && initial(acronym) !== initial(m[1]!) && listed.some((name) => initial(name) === initial(acronym))) {
          while (listed.length > 0) {
            const piece = listed.pop()!;
            const at = out.indexOf(piece);
            if (at >= 0) out.splice(at, 1);
            if (initial(piece) === initial(acronym)) break;
          }
          add(acronym);
        } else {
          const added = add(acronym && /^\p{Lu}{2,}/u.test(acronym) ? acronym : m[1]!);
          if (added) listed.push(added);
        }
        rest = rest.slice(m[0].length);
        const joint = /^(?:\s*,\s*(?:and\s+)?|\s+and\s+)/u.exec(rest);
        if (!joint) break;
        rest = rest.slice(joint[0].length);
      }
    }
  }
  return out;
}
