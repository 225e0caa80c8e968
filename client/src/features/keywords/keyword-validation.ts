import {
  type Keyword,
  KEYWORD_DUPLICATE_MESSAGE,
  KEYWORD_TERM_MAX,
  KEYWORD_TOO_LONG_MESSAGE,
  normalizeKeywordTerm,
} from '@newsjack/shared';

export type KeywordCheck = { ok: true; term: string } | { ok: false; blank: boolean; message: string | null };

/**
 * Spec 01 §5: trimmed; blank is ignored (no message, Add disabled); duplicates compared case-insensitively
 * against the terms already tracked.
 */
export function checkKeywordTerm(input: string, existingTerms: readonly string[]): KeywordCheck {
  const term = input.trim();
  if (term === '') return { ok: false, blank: true, message: null };
  if (term.length > KEYWORD_TERM_MAX) return { ok: false, blank: false, message: KEYWORD_TOO_LONG_MESSAGE };
  const normalized = normalizeKeywordTerm(term);
  if (existingTerms.some((t) => normalizeKeywordTerm(t) === normalized)) {
    return { ok: false, blank: false, message: KEYWORD_DUPLICATE_MESSAGE };
  }
  return { ok: true, term };
}

/** The question asked before a keyword is deleted (the Keywords table and the dashboard's list ask the same). */
export function deleteKeywordRequest(keyword: Keyword, onConfirm: () => void) {
  return {
    title: `Delete “${keyword.term}”?`,
    description:
      'It is no longer tracked and its mention counts are dropped. Trends it already found stay in your trends.',
    confirmLabel: 'Delete keyword',
    onConfirm,
  };
}
