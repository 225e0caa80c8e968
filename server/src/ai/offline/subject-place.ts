import type { Token } from './headline-tags';
import { isRegion } from './regions';
import { isPlaceName, PLACE_KINDS } from '../../text/place-names';
import { namesACountry } from './home-country';
import { EVENT_NOUN } from './subject-article';

/** Events and incidents that happen somewhere: alone ('the drought', 'the cyber incident') they could be anywhere's. */
const PLACED_EVENT = new RegExp(
  `${EVENT_NOUN.source.slice(0, -2)}|incident|accident|attack|strike|shooting|crash|alert|emergency|evacuation)$`,
  'i',
);
/** Prepositions that say where. */
const WHERE = new Set(['in', 'at', 'near', 'off']);
/** At most this many words after the preposition: a place, not a clause ('at a Port Klang terminal'). */
const MAX_PLACE_WORDS = 4;

/**
 * The subject with where the headline says its event happened: 'the Port Klang cyber incident' (of 'at a Port Klang
 * terminal'), 'the Ötztal landslide' (of 'in Austria's Ötztal'), 'the drought in eastern England'. A journalist
 * never writes 'the drought' for a drought in one region; a pitch or an idea that does reads as if it were about any
 * drought. A name goes before the event, as a desk writes it; a place said with other words follows it. Null when
 * the subject is no event, already names something, or the headline places it in several places ('in Portugal and
 * Spain') or none.
 */
export function placedEvent(np: string, title: readonly Token[], subject: readonly Token[]): string | null {
  const head = subject[subject.length - 1];
  if (
    !np.startsWith('the ') ||
    !head ||
    !PLACED_EVENT.test(head.lemma) ||
    subject.some((t) => t.pos === 'PROPN' && /^\p{Lu}/u.test(t.text))
  )
    return null;
  for (let i = 0; i < title.length; i += 1) {
    if (!WHERE.has(title[i]!.text.toLowerCase())) continue;
    const words: Token[] = [];
    for (let k = i + 1; k < title.length && words.length <= MAX_PLACE_WORDS; k += 1) {
      const t = title[k]!;
      if (
        t.pos === 'PUNCT' ||
        t.pos === 'VERB' ||
        t.pos === 'AUX' ||
        t.pos === 'ADP' ||
        t.pos === 'SCONJ' ||
        t.pos === 'PRON'
      )
        break;
      if (t.pos === 'CCONJ') return null;
      words.push(t);
    }
    if (words.length === 0 || words.length > MAX_PLACE_WORDS) continue;
    const bare = (t: Token) => t.text.replace(/['’]s$/u, '');
    const names = words.filter((t) => /^\p{Lu}/u.test(t.text));
    const kind = SITE_KIND.test(words[words.length - 1]!.text);
    // A name and its kind of land or water ('the Arve valley') follows the event whole: 'the pollution alert in the Arve valley'.
    const land = PLACE_KINDS.test(words[words.length - 1]!.text);
    // It must name a place: a gazetteer's, a region's, a country's, or a name with its kind of site ('a Port Klang
    // terminal').
    const placed =
      names.some((t) => isPlaceName(bare(t)) || isRegion(bare(t).toLowerCase()) || namesACountry(bare(t))) ||
      isPlaceName(names.map(bare).join(' ')) ||
      (names.length > 0 && (kind || land));
    if (!placed) continue;
    const owner = (j: number) => /['’]s$/u.test(words[j]!.text) || /^['’]s$/u.test(words[j + 1]?.text ?? '');
    const other = words.filter((t) => !/^\p{Lu}/u.test(t.text) && !/^(?:a|an|the|['’]s)$/iu.test(t.text));
    if (!land && (other.length === 0 || (kind && other.length <= 2))) {
      // The name after any owner's ('Austria's Ötztal' is the Ötztal).
      const from = words.findLastIndex((_, j) => owner(j)) + 1;
      const name = words
        .slice(from)
        .filter((t) => /^\p{Lu}/u.test(t.text))
        .map((t) => t.text)
        .join(' ');
      if (name) return `the ${name} ${np.slice(4)}`;
    }
    return `${np} ${title[i]!.text.toLowerCase()} ${words
      .map((t) => t.text)
      .join(' ')
      .replace(/ (?=['’]s\b)/gu, '')}`;
  }
  return null;
}

/** Sites a name can place an event at ('a Port Klang terminal', 'Heathrow Airport'). */
const SITE_KIND =
  /^(?:terminal|port|plant|mine|factory|station|airport|hospital|prison|site|depot|refinery|warehouse)s?$/i;
