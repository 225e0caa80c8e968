/** A signed-in account talking to the app as the browser does: the session cookie, and the app's own Origin on writes. */
export class Account {
  private cookie = '';
  constructor(
    readonly base: string,
    readonly email: string,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers.origin = this.base;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('newsjack.sid='));
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed };
  }

  static async register(base: string, label: string): Promise<Account> {
    const email = `six-site-${label}-${Date.now().toString(36)}@example.com`;
    const account = new Account(base, email);
    const res = await account.call('POST', '/api/auth/register', { email, password: 'six site check passphrase 9' });
    if (res.status !== 201) throw new Error(`register ${label}: ${res.status} ${JSON.stringify(res.body)}`);
    return account;
  }
}
