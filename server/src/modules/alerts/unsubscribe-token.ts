import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a digest's unsubscribe link: the user's id and an HMAC-SHA256 of it under a key derived from the
 * server's secret for this one purpose, so it can only stop digests (never sign in or change anything else), cannot
 * be made for another user without the secret, and needs no table. It does not expire: a digest read weeks later
 * must still unsubscribe (and doing so twice changes nothing).
 */
const PURPOSE = 'newsjack:trend-digest-unsubscribe:v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mac = (secret: string, userId: string): Buffer =>
  createHmac('sha256', createHmac('sha256', secret).update(PURPOSE).digest()).update(userId).digest();

export function signUnsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${mac(secret, userId).toString('base64url')}`;
}

/** The user the token was signed for, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 2 || !/^[\w-]+$/.test(parts[0]!) || !/^[\w-]+$/.test(parts[1]!)) return null;
  const userId = Buffer.from(parts[0]!, 'base64url').toString('utf8');
  if (!UUID.test(userId)) return null;
  const given = Buffer.from(parts[1]!, 'base64url');
  const expected = mac(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
