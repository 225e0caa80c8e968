import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../errors';

/**
 * What a new password must pass beyond the schema's length: not blank, and not guessable from the lists of
 * common and breached passwords that zxcvbn carries (language-common's `passwords-common`, plus keyboard walks,
 * sequences, repeats, dates). zxcvbn's score 0-1 means fewer than a million guesses: `password`, `12345678`,
 * `P@ssw0rd1`, `summer2024`. A passphrase of a few words scores 3-4. Following NIST SP 800-63B: no composition
 * rules, a breached/common list instead. The user's own e-mail and name count as known words.
 */
export const WHITESPACE_PASSWORD_MESSAGE = 'Password cannot be only spaces';
export const WEAK_PASSWORD_MESSAGE =
  'This password is too common or too easy to guess. Choose a longer one, for example a few unrelated words.';
const MIN_SCORE = 2;

let factory: ZxcvbnFactory | undefined;
/** Built on first use: loading the dictionaries takes ~60 ms, which a server that never registers need not pay. */
const estimator = () =>
  (factory ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs }));

/** The reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, userInputs: readonly string[] = []): string | null {
  if (password.trim() === '') return WHITESPACE_PASSWORD_MESSAGE;
  const words = userInputs.flatMap((s) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);
  const { score } = estimator().check(password, ['newsjack', ...words]);
  return score < MIN_SCORE ? WEAK_PASSWORD_MESSAGE : null;
}

/** Throws the 400 the register form shows beside its password field (`details` names the field). */
export function assertAcceptablePassword(password: string, userInputs: readonly string[] = []): void {
  const problem = passwordProblem(password, userInputs);
  if (problem) throw badRequest(`password: ${problem}`, [{ path: 'password', message: problem }]);
}
