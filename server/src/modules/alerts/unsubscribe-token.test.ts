import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a server secret of some length';
const USER = '3f1c2a9e-8b7d-4c6e-9a1f-0b2c3d4e5f60';
const OTHER = '11111111-2222-4333-8444-555555555555';

describe('unsubscribe tokens', () => {
  it('when a token signed for a user is checked with the same secret, then it names that user', () => {
    expect(verifyUnsubscribeToken(SECRET, signUnsubscribeToken(SECRET, USER))).toBe(USER);
  });

  it('when the id is swapped for another user’s, then the signature no longer matches', () => {
    const [, signature] = signUnsubscribeToken(SECRET, USER).split('.');
    const forged = `${Buffer.from(OTHER).toString('base64url')}.${signature}`;
    expect(verifyUnsubscribeToken(SECRET, forged)).toBeNull();
  });

  it('when the secret changed, the signature is cut short or the token is garbage, then it is refused', () => {
    const token = signUnsubscribeToken(SECRET, USER);
    expect(verifyUnsubscribeToken('another secret', token)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, token.slice(0, -4))).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, 'not-a-token')).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${Buffer.from('admin').toString('base64url')}.abc`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${token}.extra`)).toBeNull();
  });

  it('when the same user is signed twice, then the token is the same (a link in every digest works alike)', () => {
    expect(signUnsubscribeToken(SECRET, USER)).toBe(signUnsubscribeToken(SECRET, USER));
  });
});
