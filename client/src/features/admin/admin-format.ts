import type { AdminUser } from '@newsjack/shared';

/** 'Ada Lovelace', or 'Unknown User' when neither name is known. */
export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || 'Unknown User';
}

/** The avatar letter: the first name's, else the e-mail's, else 'U'. */
export function initial(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  const source = user.firstName || user.lastName || user.email || 'U';
  return source.trim().charAt(0).toUpperCase() || 'U';
}

/** 'Nh ago' under a day, else 'Nd ago' (whole units, never negative). */
export function ago(iso: string, now: Date = new Date()): string {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 3_600_000));
  return hours < 24 ? `${hours}h ago` : `${Math.floor(hours / 24)}d ago`;
}

/** A frequency in minutes as the Config tab shows it beside the input: '12 hours', '1 hour 30 minutes', '45 minutes'. */
export function hoursAndMinutes(totalMinutes: number): string {
  const whole = Math.round(totalMinutes);
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (h === 0) return part(m, 'minute');
  return m === 0 ? part(h, 'hour') : `${part(h, 'hour')} ${part(m, 'minute')}`;
}

/** Relevance 0..1 as a percent to 1 decimal ('73.4%'). */
export const percent1 = (score: number): string => `${(score * 100).toFixed(1)}%`;

/** A suggested value as the Contacts tab shows it: arrays comma-joined, empty as '(empty)'. */
export function suggestedValue(value: string | string[] | null): string {
  if (Array.isArray(value)) return value.join(', ');
  return value === null || value === '' ? '(empty)' : value;
}

/** Parses an hours field: a finite number at least `min`, else null (the caller shows the spec's message). */
export function parseHours(text: string, min: number): number | null {
  const trimmed = text.trim();
  const n = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(n) && n >= min ? n : null;
}
