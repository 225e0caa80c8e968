import { z } from 'zod';
import { dedupeCaseInsensitive } from './vocabulary';
import { INVALID_ID_MESSAGE } from './messages';

/**
 * Field builders used by every request schema, so each string has a bound and each bound has a readable
 * message naming the field.
 */

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Trimmed text that may be empty, bounded by `max`. */
export const boundedText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLongMessage(label, max));

/** Trimmed, non-empty, bounded text; a missing value gets the same message as a blank one. */
export const requiredText = (label: string, max: number, requiredMessage = `${label} is required`) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, tooLongMessage(label, max));

/** Optional text where a blank or null value means "no value" (stored as null). */
export const nullableText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : typeof v === 'string' && v.trim() === '' ? null : v),
    boundedText(label, max).nullable().optional(),
  );

const numericString = /^\s*\d+\s*$/;

/** An id in a JSON body: a positive integer, also accepted as a numeric string from form fields. */
export const idInput = (message = INVALID_ID_MESSAGE) =>
  z.preprocess(
    (v) => (typeof v === 'string' && numericString.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message),
  );

/** An id in a path or query string. */
export const idQuery = z.coerce.number().int().positive();

/** A list of short trimmed strings: blanks dropped, duplicates (ignoring case) removed, bounded in count. */
export const textList = (label: string, itemMax: number, maxItems: number) =>
  z
    .array(boundedText(label, itemMax), { error: `${label} must be a list` })
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()} are allowed`)
    .transform((items) => dedupeCaseInsensitive(items.filter((s) => s.length > 0)));

/** Accepts a list or a comma-separated string (the onboarding form's "known media outlets" field). */
export const commaOrList = (label: string, itemMax: number, maxItems: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',') : v), textList(label, itemMax, maxItems));

/** Timestamps travel as ISO strings; null where the moment has not happened. */
export const nullableIso = z.string().nullable();
