import {
  CUSTOM_KEYWORD_DUPLICATE_MESSAGE,
  CUSTOM_KEYWORD_EMPTY_MESSAGE,
  CUSTOM_KEYWORDS_MAX_MESSAGE,
  KEYWORD_TERM_MAX,
  KEYWORD_TOO_LONG_MESSAGE,
  MAX_CUSTOM_KEYWORDS,
  normalizeKeywordTerm,
} from '@newsjack/shared';

export type AddCustomKeywordResult =
  | { kind: 'added'; custom: string[] }
  /** The term is one of the AI's suggestions: select that one rather than add a twin. */
  | { kind: 'selected-suggestion'; suggestion: string }
  | { kind: 'error'; message: string };

/**
 * The custom-keyword rules of spec 02 §5: at most 3, trimmed, non-empty, no duplicates (ignoring case, and a
 * term equal to a suggestion selects that suggestion).
 */
export function addCustomKeyword(
  raw: string,
  custom: readonly string[],
  suggested: readonly string[],
): AddCustomKeywordResult {
  const term = raw.trim();
  if (!term) return { kind: 'error', message: CUSTOM_KEYWORD_EMPTY_MESSAGE };
  if (term.length > KEYWORD_TERM_MAX) return { kind: 'error', message: KEYWORD_TOO_LONG_MESSAGE };
  const key = normalizeKeywordTerm(term);
  if (custom.some((c) => normalizeKeywordTerm(c) === key)) {
    return { kind: 'error', message: CUSTOM_KEYWORD_DUPLICATE_MESSAGE };
  }
  const suggestion = suggested.find((s) => normalizeKeywordTerm(s) === key);
  if (suggestion !== undefined) return { kind: 'selected-suggestion', suggestion };
  if (custom.length >= MAX_CUSTOM_KEYWORDS) return { kind: 'error', message: CUSTOM_KEYWORDS_MAX_MESSAGE };
  return { kind: 'added', custom: [...custom, term] };
}
