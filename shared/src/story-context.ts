import { RELATED_KEYWORDS_PER_CARD } from './constants';
import type { CompanyProfile } from './companies';
import type { Trend } from './trends';

/**
 * The story generator's context field (spec 01 §4): prefilled with who the company is (and, in the guided version,
 * the trend), one labelled line each, and the user may add words of their own. The labels are one definition: the
 * dialog writes them and the server reads them, so what the user typed is told apart from what was prefilled.
 */
export const STORY_CONTEXT_LABELS = [
  'Company',
  'Industry',
  'Target markets',
  'Key products',
  'About',
  'Trend',
  'Description',
  'Category',
  'Related keywords',
  'Relevance score',
] as const;

type Label = (typeof STORY_CONTEXT_LABELS)[number];

/** One line whatever the value holds: a profile written in paragraphs would spill past its label otherwise. */
function line(label: Label, value: string | null | undefined): string | null {
  const text = value?.trim().replace(/\s*\n\s*/g, ' ');
  return text ? `${label}: ${text}` : null;
}

function listLine(label: Label, values: readonly string[]): string | null {
  return values.length > 0 ? `${label}: ${values.join(', ')}` : null;
}

function companyLines(profile: CompanyProfile | null): (string | null)[] {
  if (!profile) return [];
  return [
    line('Company', profile.companyName),
    line('Industry', profile.industry),
    listLine('Target markets', profile.targetMarkets),
    listLine('Key products', profile.keyProducts),
  ];
}

/** The plain generator's context: who the company is, from its profile. */
export function buildCompanyContext(profile: CompanyProfile | null): string {
  if (!profile) return '';
  return [...companyLines(profile), line('About', profile.companyProfile)].filter(Boolean).join('\n');
}

/**
 * The guided generator's context (spec 01 §4): company, industry, target markets, key products, then the trend's
 * title, description, category, up to 5 related keywords and relevance score.
 */
export function buildGuidedContext(profile: CompanyProfile | null, trend: Trend): string {
  return [
    ...companyLines(profile),
    line('Trend', trend.title),
    line('Description', trend.description),
    line('Category', trend.category),
    listLine('Related keywords', trend.relatedKeywords.slice(0, RELATED_KEYWORDS_PER_CARD)),
    `Relevance score: ${trend.relevanceScore.toFixed(2)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** A list's mark before a line ('- ', '• ', '2. '): the line is what follows it. */
const LIST_MARK = /^\s*(?:[-*•–]|\d{1,2}[.)])\s+/;

const PREFILLED_LINE = new RegExp(`^\\s*(?:${STORY_CONTEXT_LABELS.join('|')})\\s*:`, 'i');

/**
 * What the user wrote in a context, without the prefilled lines: their view, their figures, what to take into
 * account ('' when they added nothing). The prefill is the company's stored profile and the trend, which the engine
 * has already; read as the user's words it had made every typed topic fit (the profile scored against itself) and
 * had put 'Company: Ledgerline.' among an idea's key messages.
 */
export function storyContextNotes(context: string): string {
  return context
    .split(/\r?\n/)
    .filter((text) => !PREFILLED_LINE.test(text))
    .map((text) => text.replace(LIST_MARK, '').trim())
    .filter(Boolean)
    .join('\n');
}
