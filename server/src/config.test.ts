import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PUBLIC_FEEDS, loadConfig } from './config';

describe('loadConfig', () => {
  it('when nothing is set, then the embedded defaults apply', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      authProvider: 'local',
      oidcRedirectPath: '/api/callback',
      openaiModel: 'gpt-4o-mini',
      allowPrivateFetch: false,
      discoveryEnabled: true,
      discoveryFeeds: [],
      adminEmails: [],
      trustProxy: false,
      logLevel: 'info',
    });
    expect(c.dataDir).toMatch(/\/data$/);
    // Real news by default: the public sources at their public addresses, the default outlets' feeds.
    expect(c.publicSources).toEqual({ feeds: [...DEFAULT_PUBLIC_FEEDS] });
  });

  it('when the public sources are switched off or pointed elsewhere, then the config says so', () => {
    expect(loadConfig({ PUBLIC_SOURCES: 'false' }).publicSources).toBeNull();
    expect(
      loadConfig({
        PUBLIC_FEEDS: 'http://127.0.0.1:8000/a.xml, http://127.0.0.1:8000/b.xml',
        GOOGLE_NEWS_URL: 'http://127.0.0.1:8000/gnews',
        GOOGLE_TRENDS_URL: 'http://127.0.0.1:8000/trends',
        HACKER_NEWS_URL: 'http://127.0.0.1:8000/hn',
      }).publicSources,
    ).toEqual({
      feeds: ['http://127.0.0.1:8000/a.xml', 'http://127.0.0.1:8000/b.xml'],
      googleNewsUrl: 'http://127.0.0.1:8000/gnews',
      googleTrendsUrl: 'http://127.0.0.1:8000/trends',
      hackerNewsUrl: 'http://127.0.0.1:8000/hn',
    });
    expect(() => loadConfig({ GOOGLE_NEWS_URL: 'ftp://x.example' })).toThrow(ConfigError);
  });

  it('when values are given, then they are parsed into types (lists, booleans, numbers, origins)', () => {
    const c = loadConfig({
      PORT: '8080',
      ADMIN_EMAILS: ' Boss@Example.com , second@example.com,',
      DISCOVERY_FEEDS: 'https://a.example/rss, https://b.example/atom.xml',
      DISCOVERY_ENABLED: 'false',
      ALLOW_PRIVATE_FETCH: '1',
      APP_ORIGIN: 'https://pr.example.com/some/path',
      TRUST_PROXY: '2',
      DATABASE_URL: 'postgresql://u:p@db.example:5432/newsjack',
      SESSION_SECRET: 'x'.repeat(40),
      OPENAI_API_KEY: '',
    });
    expect(c).toMatchObject({
      port: 8080,
      adminEmails: ['boss@example.com', 'second@example.com'],
      discoveryFeeds: ['https://a.example/rss', 'https://b.example/atom.xml'],
      discoveryEnabled: false,
      allowPrivateFetch: true,
      appOrigin: 'https://pr.example.com',
      trustProxy: 2,
      openaiApiKey: undefined,
    });
  });

  it('when the word-vector folder and embedding model are not set, then vectors live in DATA_DIR and no embedding model is used', () => {
    const c = loadConfig({ DATA_DIR: '/srv/newsjack' });
    expect(c.wordVectorsDir).toBe('/srv/newsjack/word-vectors');
    expect(c.openaiEmbeddingModel).toBeUndefined();
    expect(loadConfig({ WORD_VECTORS_DIR: '/cache/vectors' }).wordVectorsDir).toBe('/cache/vectors');
    expect(loadConfig({ OPENAI_API_KEY: 'sk-x', OPENAI_EMBEDDING_MODEL: 'text-embedding-3-small' }).openaiEmbeddingModel).toBe(
      'text-embedding-3-small',
    );
  });

  it('when JOB_EXPIRE_SECONDS is unset, then jobs keep their queues\' expiry; set, it is a whole number of seconds from 1', () => {
    expect(loadConfig({}).jobExpireSeconds).toBeUndefined();
    expect(loadConfig({ JOB_EXPIRE_SECONDS: '20' }).jobExpireSeconds).toBe(20);
    for (const bad of ['0', '2.5', 'soon']) expect(() => loadConfig({ JOB_EXPIRE_SECONDS: bad })).toThrow(/JOB_EXPIRE_SECONDS/);
  });

  it('when OPENAI_EMBEDDING_MODEL is set without OPENAI_API_KEY, then the configuration names the missing key', () => {
    expect(() => loadConfig({ OPENAI_EMBEDDING_MODEL: 'text-embedding-3-small' })).toThrow(
      /OPENAI_EMBEDDING_MODEL needs OPENAI_API_KEY/,
    );
  });

  it('when several variables are wrong, then one error lists every one of them readably', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ALLOW_PRIVATE_FETCH: 'maybe',
        DISCOVERY_FEEDS: 'https://ok.example/rss,not a url',
        SESSION_SECRET: 'short',
        AUTH_PROVIDER: 'oidc',
        OIDC_ISSUER_URL: 'http://idp.example.com',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    for (const key of [
      'PORT',
      'DATABASE_URL',
      'ALLOW_PRIVATE_FETCH',
      'DISCOVERY_FEEDS',
      'SESSION_SECRET',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
    ]) {
      expect(problems.some((p) => p.startsWith(key))).toBe(true);
    }
    expect(problems).toContain('OIDC_ISSUER_URL must use https (http is allowed for localhost only)');
    expect(problems).toContain('DISCOVERY_FEEDS must be an http(s) URL (got "not a url")');
    // Secrets are never echoed back.
    expect((error as Error).message).not.toContain('short');
  });

  it('when AUTH_PROVIDER is oidc with everything given, then the oidc settings are complete', () => {
    const c = loadConfig({
      AUTH_PROVIDER: 'oidc',
      OIDC_ISSUER_URL: 'https://idp.example.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 's',
    });
    expect(c.oidc).toEqual({
      issuerUrl: 'https://idp.example.com',
      clientId: 'id',
      clientSecret: 's',
      redirectPath: '/api/callback',
    });
  });

  it('when ALLOWED_HOSTS lists names, then they are kept lower-cased, and a URL or port in it is refused', () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(loadConfig({ ALLOWED_HOSTS: ' PR.Example.com, .corp.example ,10.0.0.5' }).allowedHosts).toEqual([
      'pr.example.com',
      '.corp.example',
      '10.0.0.5',
    ]);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://pr.example.com' })).toThrow(/ALLOWED_HOSTS must be host names/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'pr.example.com:8080' })).toThrow(/got "pr.example.com:8080"/);
  });

  it('when no SMTP is set, then there is no system mail', () => {
    expect(loadConfig({}).systemMail).toBeNull();
  });

  it('when SMTP_HOST and the rest are set, then the transport uses them, TLS from the start on port 465 only', () => {
    const mail = { MAIL_FROM: 'Newsjack <pr@example.com>', APP_ORIGIN: 'https://pr.example.com' };
    expect(loadConfig({ ...mail, SMTP_HOST: 'smtp.example.com', SMTP_USER: 'u', SMTP_PASS: 'p' }).systemMail).toEqual({
      transport: { host: 'smtp.example.com', port: 587, secure: false, auth: { user: 'u', pass: 'p' } },
      from: 'Newsjack <pr@example.com>',
    });
    expect(loadConfig({ ...mail, SMTP_HOST: 'smtp.example.com', SMTP_PORT: '465' }).systemMail?.transport).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: undefined,
    });
    expect(loadConfig({ ...mail, SMTP_URL: 'smtps://u:p@smtp.example.com' }).systemMail?.transport).toEqual({
      url: 'smtps://u:p@smtp.example.com',
    });
  });

  it('when SMTP is set by halves, then every missing piece is named and the password is never echoed', () => {
    const error = (() => {
      try {
        loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_PASS: 'hunter22', MAIL_FROM: 'not an address' });
      } catch (err) {
        return err as ConfigError;
      }
    })();
    expect(error?.problems).toEqual([
      'MAIL_FROM must be an address, e.g. Newsjack <pr@example.com> (got "not an address")',
      'SMTP_USER and SMTP_PASS go together',
      'APP_ORIGIN is required when SMTP is set (links in e-mails point there)',
    ]);
    expect(() => loadConfig({ SMTP_HOST: 'smtp.example.com' })).toThrow(/MAIL_FROM is required when SMTP is set/);
    expect(() => loadConfig({ SMTP_PORT: '25' })).toThrow(/SMTP_PORT needs SMTP_HOST/);
    expect(() => loadConfig({ SMTP_URL: 'http://x:secret@a.b' })).toThrow(/SMTP_URL must be an smtp/);
    expect(() => loadConfig({ SMTP_URL: 'http://x:secret@a.b' })).not.toThrow(/secret/);
  });
});
