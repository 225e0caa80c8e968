import { lemma } from '../../text/phrase-match';

/**
 * Whether a story's texts use a common word only as a name: capitalised inside a sentence of a text written in
 * sentence case, and never in lower case ('Valve's Steam Machine goes on sale' for a valve maker's 'valves'; 'shares
 * in Amazon fell' for a rainforest charity's 'amazon'). A name is another sense of the word, whatever the rest of the
 * story reads like. A headline in title case (at most one longer word in lower case) tells nothing, nor does a
 * sentence's first word.
 */
export function onlyAsName(texts: readonly string[], word: string, oneWordNames = false): boolean {
  const target = lemma(word.toLowerCase());
  // The company's word in the plural: a count noun ('valves'), not a mass noun ('steel').
  const countNoun = plural(word) && target !== word.toLowerCase();
  let named = 0;
  for (const text of texts) {
    const words = [...text.matchAll(WORD)];
    const long = words.filter((m) => m[0].length >= 4);
    const titleCase = long.length >= 3 && long.filter((m) => !/^\p{Lu}/u.test(m[0])).length <= 1;
    for (const m of words) {
      if (lemma(m[0].toLowerCase().replace(/['’]s$/u, '')) !== target) continue;
      if (!/^\p{Lu}/u.test(m[0])) return false;
      const first = m.index === 0 || /[.!?:]\s*["“']?$/.test(text.slice(0, m.index));
      // The word heading a longer name is that name's kind ('Hurricane Odessa' is a hurricane, 'Lake Erie' a
      // lake): only a name of one word ('Amazon', 'Valve's') is another sense of it.
      const possessive = /['’]s$/u.test(m[0]);
      const after = text.slice(m.index + m[0].length);
      const headsName = !possessive && /^\s+\p{Lu}/u.test(after);
      // `oneWordNames`: nor is the last word of a longer name ('Fire and Rescue Service' is a service, 'Land
      // Registry' a registry), for a word the company merely uses rather than one it tracks.
      // An acronym ('PSMA PET scan') ends no name.
      const endsName = oneWordNames && LONGER_NAME_BEFORE.test(text.slice(0, m.index)) && !/^\p{Lu}{2,}$/u.test(m[0]);
      if (!first && !titleCase && !headsName && !endsName) named += 1;
      // A sentence's first word tells nothing by its capital, but a count noun the company writes in the plural
      // cannot stand bare and singular as a subject: 'Valve has not given a price', 'Valve announces …' and
      // "Valve's Steam Machine" are a company ('Valves on old pipelines' and 'Valve maker expands' are not).
      else if (first && !titleCase && countNoun && !plural(m[0]) && (possessive ? /^\s+\p{Lu}/u.test(after) : NAME_VERB.test(after))) named += 1;
    }
  }
  return named > 0;
}

/**
 * Whether a story's texts use a common word only as the first part of a hyphened noun ('washer-dryers' for a
 * fastener maker's 'washers', 'kiln-dried' excepted): the last noun of a compound says what it is, so a
 * washer-dryer is a dryer, not a washer. A compound that is an adjective ('brick-built', 'dog-friendly',
 * 'family-run') describes by the word, and counts as using it.
 */
export function onlyInCompound(texts: readonly string[], word: string): boolean {
  const target = lemma(word.toLowerCase());
  let inCompound = 0;
  for (const text of texts) {
    for (const m of text.matchAll(WORD)) {
      // A part the word pattern cut at a digit ('Covid-' of 'Covid-19') is no part: the word stands alone.
      const parts = m[0].toLowerCase().replace(/['’]s$/u, '').split('-').filter(Boolean);
      const at = parts.findIndex((p) => p !== '' && lemma(p) === target);
      if (at < 0) continue;
      const head = parts[parts.length - 1]!;
      if (parts.length === 1 || at === parts.length - 1 || ADJECTIVE_HEAD.test(head)) return false;
      inCompound += 1;
    }
  }
  return inCompound > 0;
}

/**
 * The last part of a hyphened adjective ('brick-built', 'dog-friendly', 'salt-free', 'family-run', 'carbon-neutral',
 * 'energy-efficient'). Read too widely, a compound noun counts as using the word, which is how it was read before.
 */
const ADJECTIVE_HEAD =
  /(?:ed|ing|en|al|ent|ant|ive|ic|ous|ful|less|able|ible|built|made|run|free|friendly|proof|like|style|based|led|wide|rich|heavy|sized|shaped|related|only|safe|ready|grade|first|centric)$/u;

const WORD = /[\p{L}][\p{L}'’-]*/gu;

/** A capitalised word just before, perhaps across 'of', 'and', 'for' ('Department of Health', 'Fire and Emergency'). */
const LONGER_NAME_BEFORE = /\p{Lu}[\p{L}'’-]*\s+(?:(?:of|and|for|&)\s+)?$/u;

/** A finite verb after a bare subject: an auxiliary or a verb of announcing ('Valve has', 'Amazon said'). */
const NAME_VERB = /^\s+(?:is|was|has|had|says|said|will|would|announces|announced|unveils|unveiled|launches|launched|confirms|confirmed|plans|reports|reported)\b/u;

function plural(word: string): boolean {
  return /[^s's’]s$/iu.test(word.replace(/['’]s$/u, "'"));
}
