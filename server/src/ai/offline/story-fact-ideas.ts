import type { ContentType } from '@newsjack/shared';
import { STOP_WORDS } from '../../text';
import { tagSentence } from '../../text/nlp';
import { escapeRegExp } from '../../text/escape-regexp';
import { stemSequence } from '../../text/phrase-match';
import { isPlaceName, servesPlace } from '../../text/place-names';
import { isRegion } from './regions';
import { joinList, possessive, readsAsAKind, regionPhrase, clauseCut, clauseCutAround, outletRef } from './prose';
import { figureClause } from './figure-clause';
import { headlineFact } from './headline-fact';
import { countsSomething } from './figure-role';
import { figureNoun } from './figure-noun';
import { nextToWatch } from './story-watch';
import { dateClaim, figureClaim, voiceClaim } from './story-messages';
import { agree, agreeList, cap, headlineWords, ownWork, reader, speaksAs, type StoryFacts } from './story-facts';
import type { StoryTemplate } from './story-templates';
import { hasHappened } from './subject-article';

/**
 * Ideas that exist only when the story gives the fact they stand on (docs/decisions/0037): a data angle when the
 * reports give a figure with its unit, a deadline angle when they give a date, a local angle when the story
 * happens in a place the company serves, a reply when another report gives a named body's reaction. They come before the general ideas of story-templates.ts, so a story
 * rich in facts gets ideas built on its facts, and a thin one gets fewer of them rather than invented ones.
 */
export interface FactTemplate extends StoryTemplate {
  needs: (f: StoryFacts) => boolean;
}

const np = (f: StoryFacts) => f.subject.np;
const means = (f: StoryFacts) => agree(f.subject, 'means', 'mean');
const figure = (f: StoryFacts) => f.evidence.figure!;
const date = (f: StoryFacts) => f.evidence.date!;
/** The place as it reads in a sentence: 'the US', 'the Pacific Northwest', 'Ohio'. */
const place = (f: StoryFacts) => regionPhrase(f.evidence.place!);
const product = (f: StoryFacts) => f.products[0] ?? null;

/**
 * What the company does in a release's headline: points its customers to its product when the story touches it,
 * else advises them. Null when the story reaches it as one of its market (its peers: 'wineries'): a company does not
 * advise its rivals, and 'speaks for wineries on the cyber incident' claimed a role no profile gives it.
 */
const acts = (f: StoryFacts) => (product(f) ? `points ${reader(f)} to ${product(f)}` : advises(f));
const advises = (f: StoryFacts) => (f.peers ? null : `advises ${f.market}`);
/** A headline built around the story's fact that runs longer gives way to a shorter form (see headline-fit.ts). */
const MAX_FACT_HEADLINE_CHARS = 110;
/** The first of the headlines that fits MAX_FACT_HEADLINE_CHARS, else the one that needs no figure's words. */
const shortest = (headlines: readonly string[], otherwise: string) =>
  headlines.find((h) => h.length <= MAX_FACT_HEADLINE_CHARS) ?? otherwise;

/** A fact that is someone's statement ('the association said …'): an explainer tells it rather than asks why. */
const REPORTED = /\b(?:said|says|told|tells|according|estimates?d?|expects?|forecasts?|warned|warns)\b/i;

/**
 * Whom a deadline idea speaks to: with a product to prepare with, the customers it is for (`reader`, never the
 * company's peers: rivals are not told to buy from it); without one, the market the idea reads (a cider maker's
 * peers, employers like it, preparing for a wage rise).
 */
const preparing = (f: StoryFacts) => (product(f) ? reader(f) : f.market);

/**
 * A date to work back from, given in a sentence about the story's subject: a deadline idea tells its readers to
 * prepare for the subject by that date ('Before 1 July 2027: how employers can prepare for higher pension
 * contributions for foreign workers'), which a date of something else makes false ('Before 2029: how employers can
 * prepare for the first opt-out figures', when 2029 is when contribution rates rise).
 */
export const hasDate = (f: StoryFacts) =>
  f.evidence.date !== null && f.evidence.dateSentence !== null && speaksOf(f.evidence.dateSentence, f.subject.phrase);

/** Whether a sentence says a content word of the phrase, in any form ('foreign workers' in '… for foreign workers from 1 July'). */
function speaksOf(sentence: string, phrase: string): boolean {
  const said = new Set(stemSequence(sentence));
  return stemSequence(phrase).some(
    (w) => !STOP_WORDS.has(w) && !ORDINAL_WORDS.has(w) && /\p{L}{3,}/u.test(w) && said.has(w),
  );
}

/** Words that rank the subject rather than name it ('the first opt-out figures'). */
const ORDINAL_WORDS = new Set(['first', 'second', 'third', 'last', 'final', 'new', 'latest']);
/**
 * A figure of its own: one read in the sentence that gives the date leads the deadline idea, not a second one. For a
 * story that only partly fits, a figure of the company's world (decision 62): '60 departures' cancelled in an IT
 * outage is the story's figure, and no idea for a bakery chain. And a figure that says something: one that names what
 * it counts or costs, or one read in a clause of its own; a bare '83%' whose clause leans on the sentence before
 * ('… exceed it') would lead 'Past the headline figure of 83%', which tells a reader nothing.
 */
const hasFigure = (f: StoryFacts) =>
  f.evidence.figure !== null &&
  (f.level !== 'partial' || f.evidence.figure.near) &&
  !(hasDate(f) && f.evidence.figure.sentence === f.evidence.dateSentence) &&
  (countsSomething(f.evidence.figure.raw) || figureFact(f) !== null);
/**
 * A place the company names among its markets (a national brand gains nothing from 'in Ohio'), and not one the
 * subject names already ('the US tariff exemption in the US').
 */
const servedPlace = (f: StoryFacts) =>
  f.evidence.place !== null &&
  f.markets.some((m) => servesPlace(f.evidence.place!, [m])) &&
  !new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(place(f).replace(/^the\s+/i, ''))}(?![\\p{L}\\p{N}])`, 'iu').test(np(f));

/** The sentence a fact was read in, quoted and attributed, short enough for a key message. */
const quoted = (sentence: string, source: string | null) =>
  `“${clauseCut(sentence.replace(/[.!?]+$/, ''), 200)}”${source ? `, as ${outletRef(source)} reported` : ''}`;
/** The dated sentence quoted with its date, however long the sentence (see clauseCutAround). */
const dateQuote = (f: StoryFacts) =>
  `“${clauseCutAround(f.evidence.dateSentence!.replace(/[.!?]+$/, ''), date(f), 200)}”`;

/**
 * What the figure says, as a clause of its sentence ('the Hollowmoth ransomware group has hit 40 organisations this
 * year'), or null: '40 organisations' alone is no fact to lead with ('What 40 organisations means for…').
 */
const figureFact = (f: StoryFacts) => figureClause(f.evidence.figure!.raw, f.evidence.figure!.sentence);
const MAX_HEADLINE_FACT_WORDS = 18;
/**
 * The fact the figure belongs to, short enough to lead a headline ('Helicopter crew changes to 30 platforms were
 * suspended'), or null: a headline then names the figure alone.
 */
function figureHook(f: StoryFacts, maxWords = MAX_HEADLINE_FACT_WORDS): string | null {
  const clause = figureFact(f);
  if (!clause) return null;
  // A share or a sum alone ('41%', 'About $385') says nothing of what it measures: its fact may run to the longest
  // headline fact before the headline falls back to the bare figure.
  const named = namesWhatItCounts(figure(f).text);
  const fact = headlineFact(clause, figure(f).raw, headlineWords(f, named ? maxWords : Math.max(maxWords, MAX_HEADLINE_FACT_WORDS)));
  // A bare figure and a verb ('About 31,000 fall', cut from '… fall into that group') say no more than the figure.
  if (fact && !named && wordsIn(fact) <= wordsIn(figure(f).raw) + 1) return null;
  return fact;
}
const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;
/**
 * Whether a fact is a clause with its verb ('bottle makers pay about $85 a tonne'), not a noun phrase; a rate's unit
 * is no verb ('per lift').
 */
const saysWhatHappened = (fact: string) =>
  tagSentence(fact).some((t, i, all) => (t.pos === 'VERB' || t.pos === 'AUX') && !/^(?:per|a|an)$/i.test(all[i - 1]?.text ?? ''));

/**
 * The figure as a headline names it when its clause is too long for one: with what it measures, when the figure alone
 * does not say ('8cm of snow', 'Cotton prices rose 9%'; see figureNoun). `asNoun`: only a noun phrase will do;
 * `figureFirst`: only one that opens with the figure ('Past the headline figure of 8cm of snow').
 */
function figureNamed(f: StoryFacts, asNoun: boolean, figureFirst = false): string {
  const { text, raw, sentence } = figure(f);
  if (namesWhatItCounts(text)) return text;
  const named = figureNoun(raw, sentence);
  if (!named || (asNoun && named.clause) || (figureFirst && !named.text.startsWith(raw))) return text;
  // The figure as the ideas write it elsewhere ('about 27%', not the sentence's opening 'About 27%').
  return named.text.replace(raw, text);
}

/**
 * The figure as a headline can lead with it: with what it counts or measures (see figureNamed), or null when the
 * figure would stand bare. '75%: what recycled cullet means for glass container manufacturers' and '2.1 times: …'
 * tell a reader nothing; such a headline names the story's figures without the figure ('Recycled cullet in figures:
 * …'), and the idea's opening gives the figure with its sentence.
 */
function figureLead(f: StoryFacts, asNoun: boolean, figureFirst = false): string | null {
  const named = figureNamed(f, asNoun, figureFirst);
  return named !== figure(f).text || namesWhatItCounts(named) ? named : null;
}
/** The subject as a data headline names it: 'Recycled cullet in figures', or as it is when it holds a figure. */
const inFigures = (f: StoryFacts) => (/\d/.test(np(f)) ? cap(np(f)) : `${cap(np(f))} in figures`);

/**
 * Whether a figure names what it counts or measures ('4,100 employer customers', '8% of words'), not a bare share or
 * sum, nor a range ('€8 to €12').
 */
const namesWhatItCounts = (text: string) =>
  /\d[\d,.]*\s*(?:%|per cent|bn|m|billion|million|trillion)?\s+(?!a\b|an\b|per\b|to\b|and\b|or\b)\p{L}{2,}/u.test(text) &&
  !MONEY_ONLY.test(text);
/**
 * A sum in a currency's own words ('5 cents', '40 pence', '250 dirhams', '355,100 forints'): what it costs, not what it
 * counts; led by itself it says no more than '$5'.
 */
const MONEY_ONLY =
  /\d[\d,.]*\s*(?:bn|m|billion|million|trillion)?\s+(?:cents?|pence|p|dollars?|euros?|pounds?|rupees?|yen|yuan|pesos?|rand|naira|cedis?|shillings?|zloty|złoty|forints?|dirhams?|dinars?|riyals?|ringgit|baht|dong|won|lakh|crore|kroner|krona|kronor|francs?|lira|lire|reais|real|soles?)(?:\s+(?:a|an|per)\s+\p{L}+)?$/iu;

const data = (
  headline: (f: StoryFacts) => string,
  plan: (f: StoryFacts) => string,
  last: (f: StoryFacts) => string,
): FactTemplate => ({
  name: 'data angle',
  needs: hasFigure,
  headline,
  plan,
  opening: (f) =>
    figureFact(f)
      ? `The figure to build on: ${figureFact(f)}${figure(f).source ? `, as ${outletRef(figure(f).source)} reported` : ''}.`
      : `The figure to build on${figure(f).source ? `, from ${outletRef(figure(f).source)}` : ''}: “${clauseCutAround(figure(f).sentence.replace(/[.!?]+$/, ''), figure(f).raw, 200)}”.`,
  fact: figureClaim,
  ask: last,
});

/** What happens on the date, as a clause of its sentence ('exporters will need a licence from 1 September'), or null. */
const dateFact = (f: StoryFacts) => figureClause(date(f), f.evidence.dateSentence!);

const deadline = (
  headline: (f: StoryFacts) => string,
  plan: (f: StoryFacts) => string,
  last: (f: StoryFacts) => string,
): FactTemplate => ({
  name: 'deadline',
  needs: hasDate,
  headline,
  plan,
  opening: (f) =>
    dateFact(f) ? `The date to work back from: ${dateFact(f)}.` : `The date to work back from: ${dateQuote(f)}.`,
  fact: dateClaim,
  ask: last,
});

/**
 * The market placed where the story happens, unless it names a place already: 'urban households in India', not
 * '… in India in India'; 'employers in Scotland and Ireland', not '… in Scotland and Ireland in the UK'.
 */
const marketThere = (f: StoryFacts) => (namesAPlace(f.market) ? f.market : `${f.market} in ${place(f)}`);
/**
 * Where the story happens, after its subject, unless the market names a place already: 'Spring frosts: what they
 * change for wine tourists visiting Chile', not 'Spring frosts in Chile: … for wine tourists visiting Chile'.
 */
const placedBy = (f: StoryFacts) => (namesAPlace(f.market) ? '' : ` in ${place(f)}`);
const namesAPlace = (phrase: string) =>
  (phrase.match(/\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*/gu) ?? []).some(
    (name) => isPlaceName(name) || isRegion(name),
  );

const local = (headline: (f: StoryFacts) => string, plan: (f: StoryFacts) => string): FactTemplate => ({
  name: 'local angle',
  needs: servedPlace,
  headline,
  plan,
  // A market that names the place already ('companies expanding into the EU') is not placed in it again.
  ask: (f) =>
    namesAPlace(f.market)
      ? `${f.company} works with ${f.market} and can say what changes for them.`
      : `${f.company} works${f.peers ? '' : ` with ${f.market}`} in ${place(f)} and can say what changes there.`,
});

const voice = (f: StoryFacts) => f.evidence.voice!;
const speaker = (f: StoryFacts) => voice(f).speaker;
const hasVoice = (f: StoryFacts) => f.evidence.voice !== null;

/** An answer to the second voice in the coverage (a named body's reaction in another report), from the company's work. */
const reply = (
  headline: (f: StoryFacts) => string,
  plan: (f: StoryFacts) => string,
  last: (f: StoryFacts) => string,
): FactTemplate => ({
  name: 'second voice',
  needs: hasVoice,
  headline,
  plan,
  opening: (f) =>
    `The second voice in the coverage${voice(f).source ? `, from ${outletRef(voice(f).source)}` : ''}: ${quoted(voice(f).sentence, null)}.`,
  fact: voiceClaim,
  ask: last,
});

export const FACT_TEMPLATES: Record<ContentType, FactTemplate[]> = {
  'press-release': [
    data(
      (f) => {
        // A release's headline: the company acting, the news as its occasion ('Northcullet points glass container
        // manufacturers to FurnaceReady cullet as bottle makers pay about $85 a tonne for furnace-ready cullet').
        const fact = figureHook(f, 14);
        // 'as' needs a clause after it: a figure's noun phrase alone ('up to 400,000 zloty per lift') leads alone.
        const told = fact && saysWhatHappened(fact)
          ? [acts(f), advises(f)].flatMap((act) => (act ? [`${f.company} ${act} as ${fact}`] : []))
          : [];
        const fits = told.find((h) => h.length <= MAX_FACT_HEADLINE_CHARS);
        if (fits) return fits;
        // A long fact leads alone: it says more than any figure cut from it.
        if (fact) return `${cap(fact)}: what it means for ${f.market}`;
        const lead = figureLead(f, false);
        return shortest(
          lead && advises(f) ? [`${cap(lead)}: ${f.company} ${advises(f)} on ${np(f)}`] : [],
          lead
            ? `${cap(lead)}: what ${np(f)} ${means(f)} for ${f.market}`
            : `${inFigures(f)}: what ${f.market} should know`,
        );
      },
      (f) =>
        `A release that leads with that figure and sets out in ${f.companys} voice what it changes for ${f.market}${product(f) ? ` and where ${joinList(f.products)} ${agreeList(f.products, 'fits', 'fit')} in` : ''}.`,
      (f) => `${f.company} can explain the practical effect for ${reader(f)}, with examples from its own work.`,
    ),
    deadline(
      (f) =>
        hasHappened(f.subject)
          ? `Before ${date(f)}: what ${preparing(f)} should do after ${np(f)}${product(f) ? `, and where ${product(f)} helps` : `, with advice from ${speaksAs(f)}`}`
          : `Before ${date(f)}: how ${preparing(f)} can prepare for ${np(f)}${product(f) ? ` with ${product(f)}` : `, with advice from ${speaksAs(f)}`}`,
      (f) =>
        `A release timed to the date the coverage gives, ${date(f)}: what ${preparing(f)} should do before then, and the help ${f.company} offers.`,
      (f) => `${f.companys} team is available for interviews before ${date(f)}.`,
    ),
    local(
      (f) => `What ${np(f)} ${means(f)} for ${marketThere(f)}`,
      (f) =>
        `A release for the press in ${place(f)}: the local effect of ${np(f)} on ${f.market}, from a company that works there.`,
    ),
    reply(
      (f) => `${cap(np(f))} for ${f.market}: ${f.company} responds to ${speaker(f)}`,
      (f) =>
        `A short response that takes up the point ${speaker(f)} makes and answers it with what ${f.company} sees in ${ownWork(f)}; it quotes only what ${f.company} can stand behind.`,
      (f) => `${f.company} can explain the practical effect for ${reader(f)}, with examples from its own work.`,
    ),
  ],
  'blog-post': [
    data(
      (f) => {
        // An explainer's headline asks why the fact holds; a fact that is someone's statement is told, not asked.
        const fact = figureHook(f, 14);
        const asked = fact && !REPORTED.test(fact) ? `Why ${fact}, and what it changes for ${f.market}` : null;
        if (asked && asked.length <= MAX_FACT_HEADLINE_CHARS) return asked;
        if (fact) return `${cap(fact)}: what it changes for ${f.market}`;
        const lead = figureLead(f, true);
        return shortest(
          lead ? [`${cap(lead)}: what ${f.market} should know about ${np(f)}`] : [],
          lead
            ? `${cap(lead)}, explained: what ${np(f)} ${means(f)} for ${f.market}`
            : `What the figures on ${np(f)} say to ${f.market}`,
        );
      },
      (f) => `A post that works through what that figure means for ${f.market}, one example at a time.`,
      (f) =>
        product(f)
          ? `${product(f)} is one practical answer for ${reader(f)}, not the only one.`
          : `${f.company} can take ${f.audience} through what to do this month.`,
    ),
    deadline(
      (f) => `A checklist for ${f.market} before ${date(f)}: ${np(f)}`,
      (f) =>
        `A checklist post working back from ${date(f)}, the date in the coverage, for ${f.market} who need to act before it.`,
      (f) => `${f.company} can help ${f.audience} prepare before ${date(f)}.`,
    ),
    local(
      (f) => `${cap(np(f))}${placedBy(f)}: what ${agree(f.subject, 'it changes', 'they change')} for ${f.market}`,
      (f) =>
        `A post for ${marketThere(f)}: what ${np(f)} ${agree(f.subject, 'changes', 'change')} locally and what to do about it.`,
    ),
    reply(
      (f) =>
        `Is ${speaker(f)} right about ${np(f)}? What ${f.company} sees ${f.peers ? (readsAsAKind(f.companyKind) ? `as ${f.companyKind}` : 'in its own work') : `with ${f.market}`}`,
      (f) =>
        `A post that sets ${possessive(speaker(f))} point against what ${f.company} sees in ${ownWork(f)}: where it holds, where it does not, and what readers can do.`,
      (f) =>
        `Where ${possessive(f.company)} ${f.peers ? 'own experience' : `work with ${f.market}`} bears ${possessive(speaker(f))} point out, it says so; where it does not, it says why.`,
    ),
  ],
  'social-media': [
    data(
      (f) => {
        const fact = figureHook(f, 12);
        // A post's hook is the fact itself, or the story in one number; what it is for is the post's plan, not its
        // headline ('…: one post for … from …' named the format, not the news).
        if (fact) return `${cap(fact)}: what ${f.company} is telling ${f.market}`;
        const lead = figureLead(f, true);
        return lead ? `${cap(np(f))} in one number for ${f.market}: ${lead}` : `${cap(np(f))} in one number, for ${f.market}`;
      },
      (f) =>
        `One post built on that figure, with a single line on what it means for ${f.market} and a link to the source.`,
      (f) => `${f.company} can say what the figure means for ${reader(f)}.`,
    ),
    deadline(
      (f) =>
        `Countdown to ${date(f)}: one step a week for ${preparing(f)} on ${np(f)}`,
      (f) =>
        `Three short posts in the run-up to ${date(f)}, each with one step ${preparing(f)} can take on ${np(f)} before then.`,
      (f) => `${f.company} is taking questions from ${reader(f)} before ${date(f)}.`,
    ),
    local(
      (f) => `${cap(marketThere(f))}: what ${np(f)} ${agree(f.subject, 'changes', 'change')} for you`,
      (f) =>
        `A post for ${marketThere(f)} on what ${np(f)} ${agree(f.subject, 'changes', 'change')} for them, pointing to local help.`,
    ),
    reply(
      (f) => `${cap(speaker(f))} on ${np(f)}: ${possessive(f.company)} reply for ${f.market}`,
      (f) => `One post that quotes ${speaker(f)}, links to the report and answers in ${f.companys} voice.`,
      (f) => `${f.company} wants to hear from ${reader(f)} who are affected.`,
    ),
  ],
  'thought-leadership': [
    data(
      (f) => {
        // The fact itself as the hook when it is short enough for a headline ('Helicopter crew changes to 30
        // platforms were suspended: what marine engineering companies should take from it').
        const fact = figureHook(f);
        if (fact) return `${cap(fact)}: what ${f.market} should take from it`;
        const lead = figureLead(f, true, true);
        return shortest(
          lead ? [`${cap(lead)}: the question ${np(f)} ${agree(f.subject, 'puts', 'put')} to ${f.market}`] : [],
          lead
            ? `Beyond ${lead}: what ${np(f)} ${means(f)} for ${f.market}`
            : `What the figures on ${np(f)} leave out for ${f.market}`,
        );
      },
      (f) => `An essay from ${f.companys} leadership on what that figure does and does not tell ${f.market}.`,
      (f) =>
        nextToWatch(f, 'figure') ?? `${f.company} can set ${figure(f).text} against what it sees in ${ownWork(f)}.`,
    ),
    deadline(
      (f) => {
        // What happens on the date as the hook, when it is short enough for a headline.
        const clause = dateFact(f);
        const fact = clause ? headlineFact(clause, date(f), headlineWords(f, MAX_HEADLINE_FACT_WORDS)) : null;
        return fact
          ? `${cap(fact)}: what ${f.market} should decide before then`
          : `${cap(date(f))} is closer than it looks: what ${f.market} should decide now about ${np(f)}`;
      },
      (f) =>
        `A piece arguing that ${f.market} should decide before ${date(f)}, not after, what ${np(f)} ${means(f)} for them, drawing on ${f.companys} own work.`,
      (f) => `${cap(f.audience)} should decide before ${date(f)}, not after.`,
    ),
    local(
      (f) => `${cap(np(f))} seen ${namesAPlace(f.market) ? 'on the ground' : `from ${place(f)}`}: a view for ${f.market}`,
      (f) =>
        `A piece from ${f.company} on what ${np(f)} ${agree(f.subject, 'looks', 'look')} like for ${marketThere(f)}, where it works.`,
    ),
    reply(
      (f) => `${cap(np(f))} and ${f.market}: weighing ${possessive(speaker(f))} case from ${f.companys} own work`,
      (f) =>
        `An essay that tests ${possessive(speaker(f))} case against ${f.companys} ${f.peers ? 'own experience' : `experience with ${f.market}`}, and says what follows for ${f.market}.`,
      (f) => `${cap(f.audience)} should weigh ${possessive(speaker(f))} case against their own experience.`,
    ),
  ],
};
