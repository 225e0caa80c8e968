import { isStopWord, stem, tokenize } from '../../text';
import { dot, type WordLexicon } from '../../semantic/semantic-engine';
import { SECTORS, type Sector } from '../../text/sector-taxonomy';
import { ORGANISATION_HEAD } from './prose';

/**
 * The company's sector from what its site says (issue 22, docs/decisions/0042): every sector of the taxonomy is
 * scored by the category terms the site uses, by whether the site's own definition of itself ('X is a boutique
 * employment law firm') names the sector, and, when the word vectors are loaded, by how close in meaning the
 * site's defining text is to the sector's description. Vertical software is a sector of its own, so 'software for
 * freight brokers' is software for logistics, not a haulier.
 */

export interface SiteEvidence {
  /** Where a site says what it is: its own definition sentence, meta descriptions, the title. Counts most. */
  lead: string;
  /** The rest of what was read (all pages' text and headings). */
  body: string;
  /** The noun phrase of the site's own definition ('boutique employment law firm'), when it has one. */
  kind?: string;
  /** The company's name: a name that says its field ('Kasumi Patent Translation') defines it as its definition would. */
  name?: string;
}

export interface SectorMatch {
  sector: Sector;
  score: number;
  /** The sector's terms found on the site, strongest first: the evidence for the choice. */
  terms: string[];
  /** Closeness in meaning of the site's defining text to the sector's description (0 without word vectors). */
  meaning: number;
}

interface CompiledTerm {
  surface: string;
  key: string;
}

interface CompiledSector {
  sector: Sector;
  terms: CompiledTerm[];
  /** Stems of the label's and noun's distinctive words ('employment', 'law'). */
  nameWords: string[];
  /** What the sector is, as one text, for the meaning comparison. */
  text: string;
  /** Whether its businesses sell software (a platform, an app): 'Restaurant Tech & POS', not 'Restaurants'. */
  software: boolean;
}

/** Words of sector names that say nothing about the field on their own. */
const NAME_FILLER = new Set(
  ['services', 'service', 'companies', 'company', 'business', 'businesses', 'providers', 'provider', 'firm', 'firms', 'practice', 'practices', 'agency', 'agencies', 'and', 'other', 'general'].map(stem),
);

/** How strongly the lead counts against the body: a site says what it is in its title and first sentence. */
const LEAD_WEIGHT = 2;
/** Repeats beyond this many in the body add nothing: a word used twenty times is not twenty times the evidence. */
const BODY_CAP = 3;
/** The definition's own noun phrase naming the sector ('law firm' → legal) counts as much as this many term hits. */
const KIND_WEIGHT = 3;
/** What a word of the definition before a head naming what the company does counts for (see rankSectors). */
const KIND_MODIFIER_SHARE = 0.5;
/** How much more a definition's words count when they hold every word of a sector's name (see rankSectors). */
const WHOLE_NAME_FACTOR = 2;
/** Meaning adds this many points per unit of cosine above the floor, where unrelated texts sit. */
const MEANING_SCALE = 20;
const MEANING_FLOOR = 0.2;
/** Below SENSE_FLOOR the site's defining text shares no meaning with the sector; from SENSE_FULL its words count fully. */
const SENSE_FLOOR = 0.1;
const SENSE_FULL = 0.4;
const MIN_WORD_SENSE = 0.2;

/**
 * A legal form in a name ('The Hedgerow Trust', 'Pike Partners', 'Acme Group') says how the organisation is
 * constituted, not its field: 'Trust' is no trust-and-probate practice.
 */
function withoutLegalForms(text: string): string {
  // Capitalised inside a sentence ('The Hedgerow Trust', 'the Trust's volunteers'): part of a name.
  return text.replace(/(?<![.!?:\n]\s*)(?<=\S\s+)(?:Trust|Trusts|Group|Holdings|Partners|Partnership|Foundation|Limited|Ltd|LLP|PLC|Inc|Co)\b/gu, ' ');
}

/** Where a sector's label or noun says it sells software ('Legal Tech', 'AgTech', 'Generative AI'). */
const SOFTWARE_NAME = /\b(?:software|saas|platforms?|apps?|technology|tech)\b/i;
const SOFTWARE_NAME_CASED = /\bAI\b|\p{Ll}Tech\b/u;
/** What a sector's description says its businesses are: the words before what they do ('Tools that help …'). */
const SECTOR_SUBJECT_END = /\s+(?:that|which|who|where|of|for|with|to|from|offering|renting|serving|selling|making|providing|running|helping)\s+/i;
const SOFTWARE_SUBJECT = /\b(?:software|SaaS|platforms?|apps?|tools)\b/i;

/**
 * Whether a sector's businesses sell software: its name says so, or its description's subject does ('Security tools
 * for …', 'Corporate cards and expense software that …'), not a word further on ('contractors that make …
 * electronics and software for armed forces', 'hire companies renting out … access platforms').
 */
function sellsSoftware(sector: Sector): boolean {
  const name = `${sector.label} ${sector.noun}`;
  if (SOFTWARE_NAME.test(name) || SOFTWARE_NAME_CASED.test(name)) return true;
  return SOFTWARE_SUBJECT.test(sector.description.split(SECTOR_SUBJECT_END)[0] ?? '');
}

/** The site's own definition: the lead's first line ('X is …'; company-analysis.ts siteEvidence puts it first). */
const definitionOf = (evidence: SiteEvidence): string => evidence.lead.split('\n')[0] ?? '';

/**
 * Whether the site's own definition says it is software ('Tablesetter is restaurant reservation and table
 * management software'; 'X is a platform that…'): then it is in a software sector, whoever its customers are.
 */
function definesSoftware(evidence: SiteEvidence): boolean {
  const definition = definitionOf(evidence);
  // A management, booking or ordering system is software by another name ('a cloud warehouse management system').
  return /\b(?:is|are)\b[^.:;]{0,80}?\b(?:software|SaaS|platform|app|(?:management|booking|ordering|scheduling|reservation|point-of-sale) system)\b/i.test(definition);
}

/**
 * What the site's definition says its software is for ('cloud software for procurement and spend management'): the
 * field it works in, as its kind would name it, so the words count as the kind's ('software for freight' is
 * logistics software).
 */
function softwareField(evidence: SiteEvidence): string[] {
  const field = /\b(?:software|SaaS|platform|app|system)\s+for\s+([^.;:,]+)/i.exec(definitionOf(evidence))?.[1] ?? '';
  return tokenize(field).filter((w) => !isStopWord(w));
}

/** What a sector that sells no software keeps of its score when the site defines itself as software. */
const NOT_SOFTWARE_SHARE = 0.5;

/** The fewest points that establish a sector: two distinct terms used twice, or one in the lead and the meaning agreeing. */
export const MIN_SECTOR_SCORE = 6;

interface CompiledTable {
  sectors: CompiledSector[];
  idf: Map<string, number>;
  /** How many sectors' names hold each name word. */
  nameUses: Map<string, number>;
}

let compiled: CompiledTable | undefined;
const sectorVectors = new WeakMap<WordLexicon, Float32Array[]>();

function compile(sectors: readonly Sector[]): CompiledTable {
  const list = sectors.map((sector) => ({
    sector,
    // A term whose every word is a function word once stemmed ('cans' → 'can') would match any sentence.
    terms: dedupe(sector.terms.map((surface) => ({ surface, key: stemKey(surface) }))).filter((t) => !t.key.split(' ').every(isStopWord)),
    nameWords: [...new Set(tokenize(`${sector.label} ${sector.noun}`).filter((w) => !isStopWord(w)).map(stem))].filter(
      (w) => !NAME_FILLER.has(w),
    ),
    text: `${sector.label}. ${sector.description} ${sector.terms.join(', ')}.`,
    software: sellsSoftware(sector),
  }));
  // A term many sectors share ('software', 'patients') tells them apart less than one only this sector uses.
  const df = new Map<string, number>();
  for (const s of list) for (const key of new Set([...s.terms.map((t) => t.key), ...s.nameWords])) df.set(key, (df.get(key) ?? 0) + 1);
  const idf = new Map([...df].map(([key, n]) => [key, Math.log(1 + list.length / n)]));
  const nameUses = new Map<string, number>();
  for (const s of list) for (const w of s.nameWords) nameUses.set(w, (nameUses.get(w) ?? 0) + 1);
  return { sectors: list, idf, nameUses };
}

function dedupe(terms: CompiledTerm[]): CompiledTerm[] {
  return terms.filter((t, i) => t.key && terms.findIndex((u) => u.key === t.key) === i);
}

function stemKey(phrase: string): string {
  return tokenize(phrase).map(stem).join(' ');
}

/** Counts of every stemmed word, pair and triple of a text ('heat pump', 'beyond visual line'). */
function gramCounts(text: string): Map<string, number> {
  const stems = tokenize(text).map(stem);
  const counts = new Map<string, number>();
  for (let i = 0; i < stems.length; i++) {
    let key = '';
    for (let n = 0; n < 3 && i + n < stems.length; n++) {
      key = n === 0 ? stems[i]! : `${key} ${stems[i + n]!}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/** Every sector scored against the site, best first; `lexicon` adds the meaning comparison when it is loaded. */
export function rankSectors(evidence: SiteEvidence, lexicon?: WordLexicon, sectors: readonly Sector[] = SECTORS): SectorMatch[] {
  const table = sectors === SECTORS ? (compiled ??= compile(SECTORS)) : compile(sectors);
  const lead = gramCounts(withoutLegalForms(evidence.lead));
  const body = gramCounts(withoutLegalForms(evidence.body));
  const kindWords = tokenize(evidence.kind ?? '');
  const kind = new Set([...kindWords, ...softwareField(evidence)].map(stem));
  const nameWords = new Set(tokenize(withoutLegalForms(` ${evidence.name ?? ''}`)).map(stem));
  // A definition whose head names what the company does ('specialist solar panel recycler' is a recycler) counts
  // the words before it for half: they say what it works on. A head that only says it is an organisation
  // ('employment law firm') leaves every word its full weight.
  const last = kindWords[kindWords.length - 1];
  const doerHead = last !== undefined && !ORGANISATION_HEAD.test(last) ? stem(last) : null;
  const meaning = lexicon ? meaningOf(evidence, lexicon, table.sectors, sectors === SECTORS) : null;
  const isSoftware = definesSoftware(evidence);
  const ranked = table.sectors.map((s, i) => {
    const found: Array<{ surface: string; points: number }> = [];
    for (const term of s.terms) {
      const inLead = lead.get(term.key) ?? 0;
      const inBody = body.get(term.key) ?? 0;
      if (inLead + inBody === 0) continue;
      const idf = table.idf.get(term.key) ?? 1;
      found.push({ surface: term.surface, points: idf * (LEAD_WEIGHT * Math.min(inLead, 2) + Math.min(inBody, BODY_CAP)) });
    }
    const named = s.nameWords.filter((w) => kind.has(w));
    // A definition that holds every word of a sector's name ('independent firm of consulting engineers' and
    // Engineering Consultancy) names that sector, whatever its other words are doing: its words count twice.
    const whole = s.nameWords.length >= 2 && named.length === s.nameWords.length ? WHOLE_NAME_FACTOR : 1;
    const kindPoints =
      whole *
      named.reduce((sum, w) => sum + KIND_WEIGHT * (doerHead && w !== doerHead ? KIND_MODIFIER_SHARE : 1) * (table.idf.get(w) ?? 1), 0) +
      // A word of the sector's name that no other sector's name has, in the company's own name and not already in its
      // definition ('Translation' of 'Kasumi Patent Translation'); 'Games' or 'Care' name several sectors.
      s.nameWords.filter((w) => nameWords.has(w) && !kind.has(w) && table.nameUses.get(w) === 1).reduce((sum, w) => sum + KIND_WEIGHT * (table.idf.get(w) ?? 1), 0);
    const m = meaning?.[i] ?? 0;
    // Words count as evidence only as far as the site's defining text reads like the sector: 'pitch' on a
    // football-booking site is no advertising agency's pitch, 'foundry' in an iron foundry no chip maker's.
    const sense = meaning ? Math.min(1, Math.max(MIN_WORD_SENSE, (m - SENSE_FLOOR) / (SENSE_FULL - SENSE_FLOOR))) : 1;
    // 'Software for freight' is software: a site that defines itself as software is in a software sector.
    const share = isSoftware && !s.software ? NOT_SOFTWARE_SHARE : 1;
    const score =
      share * (sense * (found.reduce((sum, f) => sum + f.points, 0) + kindPoints) + MEANING_SCALE * Math.max(0, m - MEANING_FLOOR));
    found.sort((a, b) => b.points - a.points);
    return { sector: s.sector, score, terms: found.map((f) => f.surface), meaning: m };
  });
  return ranked.sort((a, b) => b.score - a.score);
}

/** The best sector when the evidence establishes one, else null (the site does not say enough). */
export function detectSector(evidence: SiteEvidence, lexicon?: WordLexicon): SectorMatch | null {
  const [best] = rankSectors(evidence, lexicon);
  if (!best || best.score < MIN_SECTOR_SCORE) return null;
  // A sector needs at least one of its own terms on the site: meaning alone is a resemblance, not a statement.
  return best.terms.length > 0 ? best : null;
}

function meaningOf(evidence: SiteEvidence, lexicon: WordLexicon, sectors: CompiledSector[], cache: boolean): number[] {
  let vectors = cache ? sectorVectors.get(lexicon) : undefined;
  if (!vectors) {
    vectors = sectors.map((s) => lexicon.sentence(s.text));
    if (cache) sectorVectors.set(lexicon, vectors);
  }
  const site = lexicon.sentence(`${evidence.lead} ${evidence.kind ?? ''}`);
  return vectors.map((v) => dot(site, v));
}
