import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const secret = 'a-settings-secret-of-more-than-32-characters';

describe('secret box', () => {
  it('when a key is sealed, then the sealed text holds no part of it and opens to it again, with a fresh IV each time', () => {
    const box = createSecretBox(() => secret);
    const sealed = box.seal('sk-live-abcdef123456');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('abcdef');
    expect(box.open(sealed)).toBe('sk-live-abcdef123456');
    expect(box.seal('sk-live-abcdef123456')).not.toBe(sealed);
  });

  it('when the secret changed or the value was altered, then it does not open (null), never a wrong key', () => {
    const sealed = createSecretBox(() => secret).seal('sk-live-abcdef123456');
    expect(createSecretBox(() => `${secret}-rotated`).open(sealed)).toBeNull();
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;
    expect(createSecretBox(() => secret).open([v, iv, tag, flipped].join('.'))).toBeNull();
    expect(createSecretBox(() => secret).open('not sealed')).toBeNull();
  });

  it('when nothing is sealed or opened, then the secret is never read', () => {
    let reads = 0;
    createSecretBox(() => {
      reads += 1;
      return secret;
    });
    expect(reads).toBe(0);
  });
});
