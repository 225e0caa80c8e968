import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one signing of the tokens a mailed link carries (a digest's unsubscribe link, a pitch's): a payload and an
 * HMAC-SHA256 of it under a key derived from the server's secret for one purpose only, so a token made for one
 * link can do nothing another does, cannot be made without the secret, and needs no table. Such tokens do not
 * expire (a message read weeks later must still work); what they do must therefore be harmless to repeat.
 */
const keyFor = (secret: string, purpose: string): Buffer => createHmac('sha256', secret).update(purpose).digest();

const mac = (secret: string, purpose: string, payload: string): Buffer =>
  createHmac('sha256', keyFor(secret, purpose)).update(payload).digest();

/** `<payload, base64url>.<signature, base64url>`: URL-safe as it is. */
export function signLinkToken(secret: string, purpose: string, payload: string): string {
  return `${Buffer.from(payload).toString('base64url')}.${mac(secret, purpose, payload).toString('base64url')}`;
}

/** The payload the token was signed with for this purpose, or null when it is malformed or does not verify. */
export function verifyLinkToken(secret: string, purpose: string, token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 2 || !/^[\w-]+$/.test(parts[0]!) || !/^[\w-]+$/.test(parts[1]!)) return null;
  const payload = Buffer.from(parts[0]!, 'base64url').toString('utf8');
  const given = Buffer.from(parts[1]!, 'base64url');
  const expected = mac(secret, purpose, payload);
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
}
