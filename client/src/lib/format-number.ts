/** Number formats the whole app shares (counts, percent changes and their colours). */

/** '+12%', '-3%', '0%' (one decimal only when the value has one). */
export function formatPercentChange(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded > 0) return `+${rounded}%`;
  return `${rounded}%`;
}

export function percentChangeClass(value: number): string {
  if (value > 0) return 'text-green-700';
  if (value < 0) return 'text-red-600';
  return 'text-muted-foreground';
}

/** One formatter for the app: building an Intl.NumberFormat loads locale data, and trend cards format many counts per render. */
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return COUNT_FORMAT.format(value);
}
