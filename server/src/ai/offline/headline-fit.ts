import { escapeRegExp } from '../../text/escape-regexp';
import { cap } from './story-facts';

/**
 * Headlines a desk would print. An idea's headline is built from its parts (the fact, the market, where the
 * company comes in, who speaks), and with every part present it ran to 108 characters at the median over twelve
 * writing sets and past 150 for one in ten ('Charities in England and Wales will pay an extra £1.4bn a year in
 * employer National Insurance: Hartwell Children's Hospital Charity on what it means for children's hospital
 * charities'). A headline carries the fact and whom it is for; where the company comes in and who speaks are the
 * angle's to say. So, while a headline runs past the budget, the parts a headline can lose go, one kind at a time:
 * first the tail naming the company's own product or field, then the byline (by name or by kind), then the speaker
 * set before the point ('Tallyforge on what it means for …' → 'what it means for …'), then a template's wordier
 * frames ('1 July is closer than it looks: what … should decide now about' → 'Before 1 July: what … should decide
 * about'). Each cut removes or rewords a whole phrase the template wrote, so what is left is still its sentence.
 */
export const HEADLINE_BUDGET = 90;

export interface HeadlineOwner {
  company: string;
  /** What the company brings that a headline may name: its products, the terms of its own it tracks, its field. */
  own: readonly string[];
}

/** `taken`: headlines of the same request already written; no cut is made that would give one of them again. */
export function fitHeadline(headline: string, owner: HeadlineOwner, taken: ReadonlySet<string> = new Set(), budget = HEADLINE_BUDGET): string {
  let text = headline;
  for (const cuts of cutsFor(owner)) {
    if (text.length <= budget) break;
    for (const [pattern, replacement] of cuts) {
      const cut = text.replace(pattern, replacement);
      // A cut that leaves a headline too short to say anything, or one word after its colon (a byline a noun needs:
      // '…: notes from Haw River Milling Co.' is no '…: notes'), is not made.
      if (cut !== text && cut.length >= MIN_HEADLINE && !/:\s*\S*$/.test(cut) && !taken.has(cap(cut))) text = cut;
      if (text.length <= budget) break;
    }
  }
  return text;
}

const MIN_HEADLINE = 30;

type Cut = [RegExp, string];

function cutsFor({ company, own }: HeadlineOwner): Cut[][] {
  const name = escapeRegExp(company);
  // The company's own things, longest first so 'Tallyforge AP' goes whole, not as 'Tallyforge'.
  const owned = [...new Set(own.filter((o) => o.trim().length > 0))].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const thing = owned.length > 0 ? `(?:${owned.join('|')})` : null;
  const ownTails: Cut[] = [
    [/, and where [^:]+? (?:comes|come) in$/, ''],
    [/, and what (?:it|they) means? for [^:]+$/, ''],
    [/, and what [^,:]+ advises$/, ''],
    [/(\bmeans? for [^:]+?) and for [^,:]+$/, '$1'],
    [/(practical guidance on [^:]+?), from [^,:]+$/, '$1'],
  ];
  if (thing) {
    ownTails.push(
      [new RegExp(`(can prepare for [^:]+?) with ${thing}$`), '$1'],
      [new RegExp(`( should (?:know|ask) [^:]+?) (?:and|on) ${thing}$`), '$1'],
      [new RegExp(` (?:and|through) ${thing}$`), ''],
      [new RegExp(`: a practical guide to ${thing} for `), ': a practical guide for '],
    );
  }
  const bylines: Cut[] = [
    [new RegExp(`,? (?:as ${name} sees it|(?:with advice )?from ${name}|by ${name})$`), ''],
    [/, as (?:an? [^,:]+|an employer of [^:]+) sees it$/, ''],
    [new RegExp(` from ${name}['’]s? own work$`), ''],
    [/,? (?:with advice )?from an? [^,:]+$/, ''],
    [/, by an? [^,:]+$/, ''],
  ];
  const speakers: Cut[] = [
    [new RegExp(`: (?:${name}|an? [^:,]+?) on what (it|they) means? for `), ': what $1 means for '],
    [new RegExp(`: what ${name} sees in its own work (?:on|with) `), ': what it means for '],
    [new RegExp(`, explained by (?:${name}|an? [^:,]+):`), ', explained:'],
    [new RegExp(` from (?:${name}|an? [^:,]+?): how ready`), ': how ready'],
    [new RegExp(`(a short series for [^:]+?) from (?:${name}|an? [^:,]+?) on `), '$1 on '],
    [new RegExp(`: ${name} on the decisions ahead$`), ': the decisions ahead'],
    [new RegExp(`: one post (on [^:]+|for [^:]+) from ${name}$`), ': one post $1'],
  ];
  // Last, a template's own wording said in fewer words, the point unchanged, and still its own: an essay's frame cut
  // down to a release's ('X: what it means for …') read the same for every company given that figure.
  const frames: Cut[] = [
    [/^Past the headline figure of /, 'Past the figure of '],
    [/^(.+?) is closer than it looks: what (.+?) should decide now about /, 'Before $1: what $2 should decide about '],
    [/: the questions (.+?) should ask before deciding$/, ': the questions $1 should ask'],
    [/: the part of the story (.+?) should watch$/, ': what $1 should watch'],
    [/: what (.+?) should take from it$/, ': why it matters to $1'],
  ];
  return [ownTails, bylines, speakers, frames];
}
