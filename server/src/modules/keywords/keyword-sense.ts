import { splitSentences, terms } from '../../text';

/** The parts of a company profile that say in which sense it means its keywords. */
export type SenseSource = {
  companyProfile: string | null;
  industry: string | null;
  targetMarkets: readonly string[];
};

/**
 * How the company uses a keyword: the sentences of its profile that contain its words ('It detects … stolen
 * session tokens and risky logins'), with its industry and markets. A search for 'session' then prefers stories
 * close to session tokens and logins over a spa's sessions. Null when the profile never uses the keyword's words:
 * the company has not said which sense it means, and no sense is imposed.
 */
export function keywordSense(company: SenseSource | null, keyword: string): string | null {
  const profile = company?.companyProfile?.trim() ?? '';
  const wanted = new Set(terms(keyword));
  if (!company || profile === '' || wanted.size === 0) return null;
  const using = splitSentences(profile).filter((s) => terms(s).some((t) => wanted.has(t)));
  if (using.length === 0) return null;
  const industry = company.industry && !/^unspecified$/i.test(company.industry.trim()) ? company.industry : '';
  const about = [industry, ...company.targetMarkets].filter(Boolean).join(', ');
  return [...using, about].filter(Boolean).join(' ');
}
