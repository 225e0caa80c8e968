import { describe, expect, it } from 'vitest';
import { baseUrlRefusal, guardedFetch, isGuarded } from './base-url-guard';

const operator = { allowPrivate: false, trustedOrigin: 'http://127.0.0.1:8080' };

describe('the outbound guard on an admin-given AI base URL', () => {
  it('when the URL is the operator’s server (same scheme, host and port), then it is not checked; another port on that host is', async () => {
    expect(isGuarded('http://127.0.0.1:8080/v1', operator)).toBe(false);
    expect(await baseUrlRefusal('http://127.0.0.1:8080/v1', operator)).toBeNull();
    expect(isGuarded('http://127.0.0.1:9000/v1', operator)).toBe(true);
    expect(await baseUrlRefusal('http://127.0.0.1:9000/v1', operator)).toBe(
      'Base URL refused: 127.0.0.1 resolves to 127.0.0.1, a private or reserved address',
    );
  });

  it('when the URL points at a private or metadata address, then it is refused unless private fetches are allowed', async () => {
    expect(await baseUrlRefusal('http://169.254.169.254/latest', operator)).toMatch(
      /^Base URL refused: .*private or reserved address/,
    );
    expect(await baseUrlRefusal('http://10.0.0.5:11434/v1', { ...operator, allowPrivate: true })).toBeNull();
  });

  it('when a name resolves to a public address, then it passes; a name that resolves inward is refused by the fetch too', async () => {
    const resolve = async (host: string) => [
      { address: host === 'models.example' ? '93.184.216.34' : '10.1.2.3', family: 4 as const },
    ];
    expect(await baseUrlRefusal('https://models.example/v1', { ...operator, resolve })).toBeNull();
    const fetchGuarded = guardedFetch({ ...operator, resolve });
    await expect(fetchGuarded('https://inward.example/v1/chat/completions')).rejects.toThrow(
      /^Base URL refused: inward\.example resolves to 10\.1\.2\.3/,
    );
  });
});
