import { signLinkToken, verifyLinkToken } from '../../mail/link-token';

/**
 * The token of a digest's unsubscribe link: the user's id, signed for this one purpose (mail/link-token.ts), so it
 * can only stop digests (never sign in or change anything else) and cannot be made for another user without the
 * secret. It does not expire: a digest read weeks later must still unsubscribe (and doing so twice changes nothing).
 */
const PURPOSE = 'newsjack:trend-digest-unsubscribe:v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function signUnsubscribeToken(secret: string, userId: string): string {
  return signLinkToken(secret, PURPOSE, userId);
}

/** The user the token was signed for, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const userId = verifyLinkToken(secret, PURPOSE, token);
  return userId !== null && UUID.test(userId) ? userId : null;
}
