import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('when a password is hashed, then only that password verifies and each hash has its own salt', async () => {
    const a = await hashPassword('correct horse', 10);
    const b = await hashPassword('correct horse', 10);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horse ', a)).toBe(false);
    expect(await verifyPassword('Correct horse', b)).toBe(false);
  });

  it('when the default cost is used, then the hash records N=2^15, r=8, p=1', async () => {
    const h = await hashPassword('pw');
    expect(h.split('$').slice(0, 4)).toEqual(['scrypt', '15', '8', '1']);
    expect(await verifyPassword('pw', h)).toBe(true);
  });

  it('when a stored hash is malformed or asks for an absurd cost, then verification fails instead of throwing', async () => {
    for (const stored of ['', 'plain', 'bcrypt$10$abc', 'scrypt$30$8$1$c2FsdA$a2V5', 'scrypt$x$8$1$c2FsdA$a2V5']) {
      expect(await verifyPassword('pw', stored)).toBe(false);
    }
  });
});
