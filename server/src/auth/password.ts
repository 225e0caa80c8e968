import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes are scrypt (memory-hard) strings that describe themselves:
 *   scrypt$<log2 N>$<r>$<p>$<salt, base64url>$<key, base64url>
 * so the cost can be raised later without invalidating existing hashes.
 */
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const R = 8;
const P = 1;
/** Upper bound handed to scrypt: the work needs 128·N·r bytes; anything stored above 2^17 is refused. */
const MAX_LOG_N = 17;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, logN = 15): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parseHash(stored: string) {
  const [algo, logN, r, p, salt, key] = stored.split('$');
  if (algo !== 'scrypt' || !logN || !r || !p || !salt || !key) return undefined;
  const parsed = {
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
  const sane =
    [parsed.logN, parsed.r, parsed.p].every((n) => Number.isInteger(n) && n > 0) &&
    parsed.logN <= MAX_LOG_N &&
    parsed.p <= 4;
  return sane && parsed.key.length > 0 ? parsed : undefined;
}

/** Compares in constant time; a malformed stored hash simply fails. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const h = parseHash(stored);
  if (!h) return false;
  const key = await derive(password, h.salt, h.logN, h.r, h.p);
  return key.length === h.key.length && timingSafeEqual(key, h.key);
}

/**
 * A hash of a random password with the current cost, checked when an e-mail is unknown, so "no such account"
 * takes as long as "wrong password" and the answer time does not reveal which accounts exist.
 */
export function createDummyHash(logN: number): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'), logN);
}
