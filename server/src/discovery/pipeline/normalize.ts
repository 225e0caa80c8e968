import { escapeRegExp } from '../../text/escape-regexp';

/**
 * Title normalisation for `discovered_topics.normalizedTitle`: two feeds that carry the same headline with a
 * different outlet suffix, a 'BREAKING:' tag or curly quotes must produce one topic row.
 */

/** Tags that news feeds put before a headline; they say nothing about the story. */
const LEADING_TAG = /^\s*(?:breaking(?:\s+news)?|exclusive|update[d]?|watch|live(?:\s+updates)?|opinion|analysis|just\s+in|video|photos?|report|explainer|developing(?:\s+story)?|urgent|alert|first\s+on\s+\w+)\s*[:|\-–—]\s*/iu;

/** Separators before an outlet name at the end: 'Headline - The Verge', 'Headline | Reuters', 'Headline — BBC'. */
const SUFFIX_SEPARATOR = /\s+[-|–—]\s+/gu;

/** An outlet suffix is short; anything longer is more likely part of the headline ('Apple - a retrospective…'). */
const MAX_SUFFIX_WORDS = 5;
const MIN_HEADLINE_WORDS = 3;

function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter((w) => w.length > 0).length;
}

/** Removes a trailing ' - Outlet' / ' | Outlet' segment; `outlet`, when known, is removed wherever it ends the title. */
export function stripOutletSuffix(title: string, outlet?: string | null): string {
  let text = title.trim();
  if (outlet) {
    const escaped = escapeRegExp(outlet.trim());
    if (escaped) text = text.replace(new RegExp(`\\s*[-|–—:]\\s*${escaped}\\s*$`, 'iu'), '');
  }
  const separators = [...text.matchAll(SUFFIX_SEPARATOR)];
  const last = separators[separators.length - 1];
  if (last && last.index !== undefined) {
    const head = text.slice(0, last.index);
    const tail = text.slice(last.index + last[0].length);
    if (wordCount(tail) <= MAX_SUFFIX_WORDS && wordCount(head) >= MIN_HEADLINE_WORDS) text = head;
  }
  return text;
}

/**
 * Lower-case, outlet suffix and leading tags removed, quotes and punctuation dropped (decimal points kept, so
 * '3.5%' stays '3.5'), possessive "'s" dropped, whitespace collapsed.
 */
export function normalizeTitle(raw: string, outlet?: string | null): string {
  let text = raw.normalize('NFKC');
  // Tags first (they can stack: 'BREAKING: Exclusive: …'), so a tag before a dash is never taken for a headline.
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(LEADING_TAG, '');
  }
  return stripOutletSuffix(text, outlet)
    .toLowerCase()
    .replace(/[’‘`´]/gu, "'")
    .replace(/'s\b/gu, '')
    .replace(/[^\p{L}\p{M}\p{N}\s.]|(?<!\p{N})\.|\.(?!\p{N})/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}
