import { describe, expect, it } from 'vitest';
import { signLinkToken } from '../../mail/link-token';
import { signPitchUnsubscribeToken, verifyPitchUnsubscribeToken } from './pitch-unsubscribe-token';

const SECRET = 'a server secret of some length';

describe('pitch unsubscribe tokens', () => {
  it('when a token is signed for a company and an address, then it verifies to them, the address lower-cased', () => {
    const token = signPitchUnsubscribeToken(SECRET, { companyId: 12, email: 'Priya@LedgerLine.test' });
    expect(verifyPitchUnsubscribeToken(SECRET, token)).toEqual({ companyId: 12, email: 'priya@ledgerline.test' });
  });

  it('when the payload is changed, the secret differs or the signature is cut, then it is refused', () => {
    const token = signPitchUnsubscribeToken(SECRET, { companyId: 12, email: 'priya@ledgerline.test' });
    const [, signature] = token.split('.');
    expect(
      verifyPitchUnsubscribeToken(
        SECRET,
        `${Buffer.from('13:priya@ledgerline.test').toString('base64url')}.${signature}`,
      ),
    ).toBeNull();
    expect(verifyPitchUnsubscribeToken('another secret', token)).toBeNull();
    expect(verifyPitchUnsubscribeToken(SECRET, token.slice(0, -2))).toBeNull();
    expect(verifyPitchUnsubscribeToken(SECRET, '')).toBeNull();
  });

  it('when a token is signed for another purpose (a digest’s), then it is no pitch token, even with a fitting payload', () => {
    expect(
      verifyPitchUnsubscribeToken(SECRET, signLinkToken(SECRET, 'newsjack:trend-digest-unsubscribe:v1', '12:a@b.test')),
    ).toBeNull();
  });

  it('when a correctly signed payload names no company id or no address, then it is refused', () => {
    const purpose = 'newsjack:pitch-unsubscribe:v1';
    for (const payload of ['0:a@b.test', 'x:a@b.test', '12:', '12:no-at-sign', '99999999999:a@b.test']) {
      expect(verifyPitchUnsubscribeToken(SECRET, signLinkToken(SECRET, purpose, payload)), payload).toBeNull();
    }
  });
});
