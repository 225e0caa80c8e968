import { isLoneGenericWord } from './phrase-words';
import { STOP_WORDS } from './stop-words';
import { stem, tokenize } from './tokenize';
import { BUSINESS_SECTOR_ISSUES } from './sector-issues-business';
import { CONSUMER_SECTOR_ISSUES } from './sector-issues-consumer';
import { INDUSTRY_SECTOR_ISSUES } from './sector-issues-industry';
import { SERVICES_SECTOR_ISSUES } from './sector-issues-services';
import { sectorByLabel } from './sector-taxonomy';

/** The countries whose bodies the table names. */
export type SectorCountry = 'GB' | 'US' | 'IE' | 'CA' | 'AU' | 'NZ';

/**
 * What a PR lead for a company in a sector tracks beyond what the company's own site says (sector-taxonomy.ts holds
 * the sectors): the subjects of its field's news, and the bodies that regulate or speak for the field.
 */
export interface SectorIssues {
  /**
   * 4-8 subjects of the field's news: its policies, regulations, market forces and public debates ('interchange
   * fees', 'greenwashing'), lower case, two to four words (one only when the word alone is specific),
   * true in any country.
   */
  issues: readonly string[];
  /** Regulators and trade or professional bodies as the news names them, per country, only names known for certain. */
  bodies: Readonly<Partial<Record<SectorCountry, readonly string[]>>>;
}

/** By sector id. */
export const SECTOR_ISSUES: Readonly<Record<string, SectorIssues>> = {
  ...BUSINESS_SECTOR_ISSUES,
  ...CONSUMER_SECTOR_ISSUES,
  ...INDUSTRY_SECTOR_ISSUES,
  ...SERVICES_SECTOR_ISSUES,
};

/** The stems of a topic that say what it is about: not a stop word or a generic word. */
function topicStems(topic: string): string[] {
  return tokenize(topic)
    .filter((w) => !STOP_WORDS.has(w) && !isLoneGenericWord(w) && !/^\d+$/.test(w))
    .map(stem);
}

/**
 * What the news of a company's field is about beyond its own text (see SectorIssues): the bodies of its seat's
 * country (a regulator's ruling is the field's news everywhere in it; none when the seat is unknown), and the
 * field's issues that the company's text touches, by a word of the issue it writes. A broad sector holds subjects a
 * company in it never meets: a fertility clinic's news is not abortion rights, but a valve maker that names
 * pipelines tracks pipeline safety.
 */
export function fieldTopics(
  sectorId: string,
  seat: string | undefined,
  ownText: string,
): { bodies: readonly string[]; issues: readonly string[] } {
  const entry = SECTOR_ISSUES[sectorId];
  if (!entry) return { bodies: [], issues: [] };
  const own = new Set(tokenize(ownText).map(stem));
  const touches = (topic: string) => topicStems(topic).some((st) => own.has(st));
  const bodies = (seat ? entry.bodies[seat as SectorCountry] : undefined) ?? [];
  return { bodies, issues: entry.issues.filter(touches) };
}

/**
 * The running subjects of the news of the sector a company's stored industry names ('water fluoridation' for
 * dental practices, 'business failures' for insolvency advisers), all of them: relevance reads a story about one as
 * the company's field's news though it shares none of the company's own words. None for an industry that is no sector.
 */
export function fieldIssues(industry: string | null | undefined): readonly string[] {
  const sector = sectorByLabel(industry);
  return (sector && SECTOR_ISSUES[sector.id]?.issues) ?? [];
}
