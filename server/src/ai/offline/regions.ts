/**
 * The regions the offline engine recognises as target markets, defined once: how a site writes them (phrase,
 * matched as written) and the label they are shown under. Analysis extracts them; keyword suggestions, personas
 * and story facts use `isRegion` to tell a region from an audience ('United Kingdom' is a market, not a subject).
 */
export const REGION_PHRASES: ReadonlyArray<readonly [phrase: string, label: string]> = [
  ['uk', 'United Kingdom'], ['united kingdom', 'United Kingdom'], ['britain', 'United Kingdom'], ['ireland', 'Ireland'],
  ['europe', 'Europe'], ['european', 'Europe'], ['eu', 'Europe'], ['united states', 'United States'], ['us', 'United States'],
  ['north america', 'North America'], ['canada', 'Canada'], ['germany', 'Germany'], ['france', 'France'], ['spain', 'Spain'],
  ['nordics', 'Nordics'], ['india', 'India'], ['asia', 'Asia'], ['australia', 'Australia'], ['africa', 'Africa'],
  ['latin america', 'Latin America'], ['middle east', 'Middle East'], ['worldwide', 'Global'], ['global', 'Global'],
];

const REGION_LABELS = new Set(REGION_PHRASES.map(([, label]) => label.toLowerCase()));

/** True for a region label ('United Kingdom', 'global'), in any case; false for an audience ('Online merchants'). */
export const isRegion = (market: string): boolean => REGION_LABELS.has(market.trim().toLowerCase());
