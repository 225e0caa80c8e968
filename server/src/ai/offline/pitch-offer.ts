import type { CompanyContext } from '../types';
import { companyScale } from './company-workforce';
import { oneKind, possessive } from './prose';
import type { Spokesperson } from './spokesperson';
import { lowerUnlessName, marketPhrase } from './company-words';
import { companyKindOf } from './story-facts';
import { placedMarket } from './story-market';
import { lemma } from '../../text/phrase-match';
import type { Subject } from './story-subject';

/** What the story is, to the offer: its subject, and whether the offer may name the company's own sites. */
export interface OfferContext {
  company: CompanyContext;
  subject: Subject;
  /** The company's market the story names ('hauliers and trucking firms'), if any. */
  market?: string;
  /** Its people, when the story is about work and names no market ('190 staff'). */
  workforce: string | null;
  /** The story is in the company's own field (it names words the company tracks). */
  ownField: boolean;
  /** The line after the offer already says what kind of company it is. */
  selfLine: boolean;
  person: Spokesperson | null;
}

/**
 * The sentence after the news that says what the company brings the journalist's piece, in the company's own terms:
 * the market it works with when the story names it ('Lintas Cloud works with hauliers and trucking firms and can
 * explain what the cyber incident means for them'), the people it employs when the story is about work, its own
 * sites when the story is in its field ('what the UDA contract means at its 34 family dental practices'), else
 * the view of its kind, from the person the profile names when there is one ('Daniela Pizarro, Viña Quebrada Alta’s
 * winemaker, can give a winery’s view of spring frosts'). One line said the same way in every pitch ('can speak to
 * what X means in practice') read as a form letter. `personNamed`: the sentence introduced the person, so the ask
 * names them alone.
 */
export function offerLine(c: OfferContext): { offer: string; personNamed: boolean; market?: { said: string; unsaid: string } } {
  const { company, subject } = c;
  const name = company.companyName;
  const np = subject.np;
  const means = subject.plural ? 'mean' : 'means';
  if (c.market) {
    const said = marketPhrase(c.market, company.companyProfile);
    // Said where the company's own paragraph names the market already ('… sells solar pumps to smallholder farmers
    // in Kenya, Uganda and Tanzania'): by its head alone, so two sentences running do not repeat the phrase.
    // The market's head: its people before a phrase that says which ('parents of young children', 'people with
    // diabetes'); a list ('hotels, restaurants and cafés'), a field ('financial services', 'oil and gas') or a word
    // that is no plural says 'customers'.
    const people = placedMarket(said).people.split(/\s+(?:with|of|for|aged|who|under|over|in)\s+/)[0]!.trim();
    const last = people.split(/\s+/).pop()!;
    const plural = /^\p{Lu}{2,}s$/u.test(last) || (/\p{Ll}s$/u.test(last) ? lemma(last.toLowerCase()) !== last.toLowerCase() : /^(?:people|staff|children|men|women)$/i.test(last));
    // A list joins plurals ('wineries and wine exporters'); 'small and medium-sized employers' joins words of one.
    const list = /,/.test(people) || /\p{L}s\s+(?:and|or|&)\s/u.test(people);
    const head = list || !plural || FIELDS.test(last) ? 'customers' : lowerUnlessName(last, company.companyProfile);
    return {
      offer: `${name} works with ${said} and can explain what ${np} ${means} for them.`,
      personNamed: false,
      market: { said, unsaid: `${name} can explain what ${np} ${means} for the ${head} it works with.` },
    };
  }
  if (c.workforce) {
    // '260 people, including 38 apprentices,' closes its aside; '410 dentists, hygienists and nurses' is a list.
    const people = /,\s+(?:including|most|many|some|all|half|of)\b/.test(c.workforce) ? `${c.workforce},` : c.workforce;
    return {
      offer: `${name} employs ${people} and can say what ${np} ${means} for an employer of its size.`,
      personNamed: false,
    };
  }
  const sites = c.ownField ? sitesOf(company.companyProfile) : null;
  if (sites) return { offer: `${name} can say what ${np} ${means} ${sites}.`, personNamed: false };
  // Two trades said as one ('a bakery and café chain' → 'a bakery'): 'can say what … means in practice' told the
  // journalist nothing, in a quarter of all pitches.
  const kind = company.industry?.trim() ? oneKind(companyKindOf(company.industry.trim())) : null;
  if (kind && !c.selfLine) {
    const speaker = c.person ? `${c.person.name}, ${c.person.who},` : name;
    return { offer: `${speaker} can give ${possessive(kind)} view of ${np}.`, personNamed: c.person !== null };
  }
  return { offer: `${name} can say what ${np} ${means} in practice.`, personNamed: false };
}

/** Plurals that name a field, not the people in it ('financial services', 'logistics'). */
const FIELDS = /^(?:services|logistics|sciences|economics|electronics|goods|materials|products|systems|solutions|utilities|media|gas)$/i;

/** Places a company runs, where a story is felt ('34 family dental practices', '140 hectares of vines'). */
const SITES =
  /^(?:[\p{Ll}-]+\s+){0,3}(?:practices|clinics|stores|shops|sites|centres|centers|farms|plants|depots|warehouses|branches|venues|hotels|restaurants|cafés|cafes|pharmacies|surgeries|offices|studios|gyms|pools|mills|factories|workshops|greenhouses|stations|terminals|yards|(hectares|acres))\b/u;

/**
 * The company's own sites as a phrase after 'at its' or 'across its' ('at its 34 family dental practices across
 * Yorkshire', 'across its 140 hectares'), or null when its scale counts something else (customers, staff, vehicles:
 * 'what the record year for tourism means across its 2,700 advisers' says nothing) or is rounded ('its about 60').
 */
function sitesOf(profile: string): string | null {
  const scale = companyScale(profile);
  const match = scale ? /^(\d[\d,.]*(?:\s+million)?)\s+(.+)$/u.exec(scale) : null;
  const sites = match ? SITES.exec(match[2]!) : null;
  if (!match || !sites) return null;
  return `${sites[1] ? 'across' : 'at'} its ${scale}`;
}
