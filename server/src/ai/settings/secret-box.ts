import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the secrets an admin saves (the AI provider key, decision 39). The 32-byte key is derived with
 * HKDF-SHA256 from a secret of the environment (SETTINGS_ENCRYPTION_KEY, else the session secret), so any string
 * of at least 32 characters works as that secret. A sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url):
 * a fresh 12-byte IV per value, and the tag makes a changed value or a different secret fail to open.
 */
const VERSION = 'v1';
const INFO = 'newsjack settings encryption v1';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value was sealed with another secret or was altered. */
  open(sealed: string): string | null;
}

export function createSecretBox(secret: () => string): SecretBox {
  let key: Buffer | undefined;
  // Derived on first use: an install that never saves a key never reads (or creates) the session-secret file.
  const keyOf = () => (key ??= Buffer.from(hkdfSync('sha256', secret(), 'newsjack', INFO, 32)));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyOf(), Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
