import { signLinkToken, verifyLinkToken } from '../../mail/link-token';

/**
 * The token of a pitch's unsubscribe link: the company and the journalist's address, signed for this one purpose
 * (mail/link-token.ts). It can only put that address on that company's do-not-contact list, and is the same in
 * every pitch the company sends the journalist, so any of them works, however old.
 */
const PURPOSE = 'newsjack:pitch-unsubscribe:v1';

export type PitchUnsubscribe = { companyId: number; email: string };

export function signPitchUnsubscribeToken(secret: string, { companyId, email }: PitchUnsubscribe): string {
  return signLinkToken(secret, PURPOSE, `${companyId}:${email.toLowerCase()}`);
}

/** The company and address the token was signed for, or null when it is malformed or does not verify. */
export function verifyPitchUnsubscribeToken(secret: string, token: string): PitchUnsubscribe | null {
  const payload = verifyLinkToken(secret, PURPOSE, token);
  const match = payload === null ? null : /^(\d{1,10}):(.+@.+)$/.exec(payload);
  if (!match) return null;
  const companyId = Number(match[1]);
  return Number.isSafeInteger(companyId) && companyId > 0 ? { companyId, email: match[2]! } : null;
}
