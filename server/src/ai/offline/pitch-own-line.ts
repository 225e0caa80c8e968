import { terms } from '../../text';
import { escapeRegExp } from '../../text/escape-regexp';
import { isPlaceName } from '../../text/place-names';
import type { CompanyContext } from '../types';
import { MAX_PROFILE_LINE_WORDS, profileLines, profileLineStandsAlone } from './pitch-facts';
import { wordCount } from './prose';

/**
 * The line of the company's profile that meets what this journalist is told: the one sharing most words with the
 * story's subject (counted twice; one of them at least) and the news line or report they get, 'narration' meeting
 * 'narrators' as one stem.
 * A children's audio app pitched on data rules for children gives its 'never sells children's data', on AI-read
 * audiobooks its studio-recorded narrators, where every pitch used to give the profile's next sentence (its founding
 * story). It leads only when it shares at least two such words and more than the angle's chosen line; ties go to the
 * line nearer the news by meaning. Null when none does.
 */
export function nearestOwnLine(
  company: CompanyContext,
  subject: string,
  told: string,
  said: string,
  chosen: string | null,
  closeness: ((a: string, b: string) => number) | undefined,
): string | null {
  // A line the pitch has said already ('It makes an audiobook app…' after the offer) is neither a candidate nor the bar.
  const ownName = new RegExp(`^${escapeRegExp(company.companyName)}\\s+`);
  const unsaid = (line: string) => !said.includes(line.trim().replace(/[.!?]+$/, '').replace(ownName, ''));
  chosen = chosen && unsaid(chosen) ? chosen : null;
  const brand = new Set(terms(company.companyName));
  // A place the subject names ('Ireland' in 'Europe heatwave: … UK and Ireland records') meets every line that says
  // where the company sells: it is where the story is, not what it is about.
  const inSubject = new Set(terms(subject.split(/\s+/).filter((w) => !isPlaceName(w.replace(/[^\p{L}'-]/gu, ''))).join(' ')).filter((t) => !brand.has(t)));
  const inTold = new Set(terms(told).filter((t) => !brand.has(t)));
  const meets = (line: string) => [...new Set(terms(line))].reduce((n, t) => n + (inSubject.has(t) ? 2 : inTold.has(t) ? 1 : 0), 0);
  // Words shared with the news alone are as often a coincidence ('Cork' and 'crews' beside a storm's repair crews in
  // Cork): the line must meet the story's subject itself.
  const onSubject = (line: string) => terms(line).some((t) => inSubject.has(t));
  const floor = Math.max(MIN_MEETING - 1, chosen ? meets(chosen) : 0);
  const lines = profileLines(company.companyProfile).filter(
    (l) => wordCount(l) <= MAX_PROFILE_LINE_WORDS && profileLineStandsAlone(l) && unsaid(l) && onSubject(l) && meets(l) > floor,
  );
  if (lines.length === 0) return null;
  const near = (l: string) => meets(l) + (closeness ? closeness(l, `${subject}. ${told}`) : 0);
  return lines.reduce((a, b) => (near(b) > near(a) ? b : a));
}

/** Words (a subject word counts two) a line of the company's must share with what is told to lead the company's part. */
const MIN_MEETING = 2;
