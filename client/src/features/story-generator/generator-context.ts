import {
  contentTypeLabel,
  contentTypes,
  RELATED_KEYWORDS_PER_CARD,
  type CompanyProfile,
  type ContentType,
  type Trend,
} from '@newsjack/shared';

export const CONTENT_TYPE_OPTIONS: readonly { value: ContentType; label: string }[] = contentTypes.map((value) => ({
  value,
  label: contentTypeLabel(value),
}));

function line(label: string, value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? `${label}: ${text}` : null;
}

function listLine(label: string, values: readonly string[]): string | null {
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
