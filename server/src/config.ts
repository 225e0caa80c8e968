import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The repository root, so relative defaults do not depend on the directory the server was started from. The
 * compiled server (server/dist/index.js) sits two folders down like this file, so the same URL holds for both.
 */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// Environment files often carry `FOO=` for "unset"; treat blank values as absent so defaults apply.
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const bool = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
      .optional()
      .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v))),
  );

const int = (fallback: number, min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

const commaList = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
);

/**
 * Major outlets' public feeds a fresh install reads when no feed is configured (PUBLIC_FEEDS replaces the list):
 * general, business, technology, science and health desks, so every spec category has news from day one.
 */
export const DEFAULT_PUBLIC_FEEDS = [
  'https://feeds.bbci.co.uk/news/rss.xml',
  'https://feeds.bbci.co.uk/news/business/rss.xml',
  'https://feeds.npr.org/1001/rss.xml',
  'https://rss.nytimes.com/services/xml/rss/nyt/HomePage.xml',
  'https://www.theguardian.com/world/rss',
  'https://www.theguardian.com/business/rss',
  'https://www.aljazeera.com/xml/rss/all.xml',
  'https://www.cnbc.com/id/100003114/device/rss/rss.html',
  'https://feeds.arstechnica.com/arstechnica/index',
  'https://techcrunch.com/feed/',
  'https://www.theverge.com/rss/index.xml',
  'https://www.statnews.com/feed/',
  'https://www.sciencedaily.com/rss/top.xml',
] as const;

/** Where the public sources are read (see Config.publicSources). */
export interface PublicSourcesConfig {
  /** Feeds read when no feed is configured (DEFAULT_PUBLIC_FEEDS unless PUBLIC_FEEDS is set). */
  feeds: string[];
  googleNewsUrl?: string;
  googleTrendsUrl?: string;
  hackerNewsUrl?: string;
}

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

/** A host name (`pr.example.com`), a leading-dot domain (`.example.com`: it and its subdomains) or an IP. */
const hostEntry = z
  .string()
  .regex(/^(\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|[0-9a-f:.]+)$/i, {
    message: 'must be host names without scheme or port (e.g. pr.example.com, .example.com)',
  });

const isLoopbackHost = (host: string) => ['localhost', '127.0.0.1', '[::1]'].includes(host);

/** `true`/`false`, a hop count, or a list of addresses/subnets, as Express's `trust proxy` setting accepts. */
const trustProxy = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((v): boolean | number | string => {
      if (v === undefined || v === 'false' || v === '0') return false;
      if (v === 'true') return true;
      return /^\d+$/.test(v) ? Number(v) : v;
    }),
);

const envSchema = z.object({
  PORT: int(5000, 0, 65535),
  HOST: opt(z.string()).transform((v) => v ?? '0.0.0.0'),
  NODE_ENV: opt(z.enum(['development', 'production', 'test'])).transform((v) => v ?? 'development'),
  DATA_DIR: opt(z.string()).transform((v) => v ?? './data'),
  DATABASE_URL: opt(z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' })),
  AUTH_RATE_LIMIT_PER_MINUTE: int(10, 1, 10_000),
  AI_RATE_LIMIT_PER_MINUTE: int(20, 1, 10_000),
  REFRESH_RATE_LIMIT_PER_MINUTE: int(3, 1, 10_000),
  SESSION_SECRET: opt(z.string().min(32, 'must be at least 32 characters')),
  APP_ORIGIN: opt(httpUrl),
  TRUST_PROXY: trustProxy,
  ALLOWED_HOSTS: commaList.pipe(z.array(hostEntry)),
  AUTH_PROVIDER: opt(z.enum(['local', 'oidc'])).transform((v) => v ?? 'local'),
  OIDC_ISSUER_URL: opt(httpUrl),
  OIDC_CLIENT_ID: opt(z.string()),
  OIDC_CLIENT_SECRET: opt(z.string()),
  OIDC_REDIRECT_PATH: opt(z.string().regex(/^\/[\w\-/.]*$/, 'must be a path starting with /')).transform(
    (v) => v ?? '/api/callback',
  ),
  ADMIN_EMAILS: commaList.transform((list) => list.map((e) => e.toLowerCase())),
  OPENAI_API_KEY: opt(z.string()),
  OPENAI_BASE_URL: opt(httpUrl),
  OPENAI_MODEL: opt(z.string()).transform((v) => v ?? 'gpt-4o-mini'),
  OPENAI_EMBEDDING_MODEL: opt(z.string()),
  SETTINGS_ENCRYPTION_KEY: opt(z.string().min(32, 'must be at least 32 characters')),
  WORD_VECTORS_DIR: opt(z.string()),
  AI_TIMEOUT_MS: int(60_000, 1000, 600_000),
  ALLOW_PRIVATE_FETCH: bool(false),
  DISCOVERY_FEEDS: commaList.pipe(z.array(httpUrl)),
  DISCOVERY_ENABLED: bool(true),
  PUBLIC_SOURCES: bool(true),
  PUBLIC_FEEDS: commaList.pipe(z.array(httpUrl)),
  GOOGLE_NEWS_URL: opt(httpUrl),
  GOOGLE_TRENDS_URL: opt(httpUrl),
  HACKER_NEWS_URL: opt(httpUrl),
  LOG_LEVEL: opt(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  JOB_EXPIRE_SECONDS: opt(z.coerce.number().int().min(1).max(43_200)),
  SMTP_URL: opt(z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })),
  SMTP_HOST: opt(hostEntry),
  SMTP_PORT: opt(z.coerce.number().int().min(1).max(65535)),
  SMTP_USER: opt(z.string()),
  SMTP_PASS: opt(z.string()),
  MAIL_FROM: opt(z.string().trim().refine((v) => mailboxAddress(v) !== null, 'must be an address, e.g. Newsjack <pr@example.com>')),
});

/** The address of `Name <a@b.c>` or `a@b.c`, or null when it is neither. */
function mailboxAddress(value: string): string | null {
  const address = /^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value;
  return z.email().safeParse(address.trim()).success ? address.trim() : null;
}

/** SMTP for system mail needs a sender and a public address to link to; half a setting is reported, not ignored. */
function mailProblems(env: NodeJS.ProcessEnv): string[] {
  const set = (key: string) => !!env[key]?.trim();
  const problems: string[] = [];
  if (set('SMTP_URL') && set('SMTP_HOST')) problems.push('SMTP_URL and SMTP_HOST are two ways of saying the same thing: set one');
  if (!set('SMTP_URL') && !set('SMTP_HOST')) {
    for (const key of ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASS']) if (set(key)) problems.push(`${key} needs SMTP_HOST`);
    return problems;
  }
  if (set('SMTP_PASS') !== set('SMTP_USER') && set('SMTP_HOST')) problems.push('SMTP_USER and SMTP_PASS go together');
  if (!set('MAIL_FROM')) problems.push('MAIL_FROM is required when SMTP is set (the sender of system mail)');
  // Links in mail (password reset) must point at the public address, never at a Host header a request claimed.
  if (!set('APP_ORIGIN')) problems.push('APP_ORIGIN is required when SMTP is set (links in e-mails point there)');
  return problems;
}

/** Cross-variable rules, checked on the raw values so they are reported together with every other problem. */
function oidcProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.AUTH_PROVIDER?.trim() !== 'oidc') return [];
  const problems: string[] = [];
  for (const key of ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) {
    if (!env[key]?.trim()) problems.push(`${key} is required when AUTH_PROVIDER=oidc`);
  }
  // A plain-http issuer would let anyone on the path forge identities; only a local test issuer may use it.
  const issuer = URL.parse(env.OIDC_ISSUER_URL?.trim() ?? '');
  if (issuer?.protocol === 'http:' && !isLoopbackHost(issuer.hostname)) {
    problems.push('OIDC_ISSUER_URL must use https (http is allowed for localhost only)');
  }
  return problems;
}

/**
 * The installation's SMTP server for system mail (password reset links): `url` from SMTP_URL, or host/port/auth.
 * Port 465 means TLS from the first byte; any other port upgrades with STARTTLS when the server offers it.
 */
export type SystemMailConfig = {
  transport:
    | { url: string }
    | { host: string; port: number; secure: boolean; auth: { user: string; pass: string } | undefined };
  /** MAIL_FROM as given (`Newsjack <pr@example.com>`). */
  from: string;
};

export type RateLimitRule = { windowMs: number; max: number };

export type Config = {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** Absolute path. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Unset → generated once and kept in `dataDir/session-secret` (see auth/session-secret.ts). */
  sessionSecret: string | undefined;
  /** The public origin (scheme://host[:port]); unset → each request's own origin. */
  appOrigin: string | undefined;
  trustProxy: boolean | number | string;
  /** Extra host names the server answers to, beyond APP_ORIGIN's (or, unset, this machine's); see http/host-check.ts. */
  allowedHosts: string[];
  authProvider: 'local' | 'oidc';
  oidc: { issuerUrl: string; clientId: string; clientSecret: string; redirectPath: string } | undefined;
  oidcRedirectPath: string;
  adminEmails: string[];
  openaiApiKey: string | undefined;
  openaiBaseUrl: string | undefined;
  openaiModel: string;
  /** Set (with OPENAI_API_KEY) → semantic similarity from the server's /v1/embeddings; unset → offline word vectors. */
  openaiEmbeddingModel: string | undefined;
  /**
   * Encrypts the AI provider key an admin saves (AES-256-GCM, key derived with HKDF). Unset → derived from the
   * session secret instead (SESSION_SECRET or the generated DATA_DIR/session-secret); decision 39.
   */
  settingsEncryptionKey: string | undefined;
  /** Absolute path of the folder holding the compact word-vector file (default `dataDir/word-vectors`). */
  wordVectorsDir: string;
  aiTimeoutMs: number;
  allowPrivateFetch: boolean;
  discoveryFeeds: string[];
  discoveryEnabled: boolean;
  /**
   * The public news sources (discovery/sources/public-sources.ts): read unless PUBLIC_SOURCES=false, with the
   * bundled demo corpus standing in only while none of them answers. The URLs are for mirrors and test stand-ins.
   */
  publicSources: PublicSourcesConfig | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Set → every job this process sends expires after this many seconds instead of its queue's own figure
   * (jobs/queues.ts), and expired jobs are looked for as often: for a test that kills a server mid-job on
   * PostgreSQL. Unset in production: a job still running when it expires is started a second time.
   */
  jobExpireSeconds: number | undefined;
  /** SMTP_URL or SMTP_HOST with MAIL_FROM; null → no system mail (password reset by e-mail is off). */
  systemMail: SystemMailConfig | null;
  /** Not environment variables: fixed policy that tests may override. */
  /** auth: sign-in per address; ai: AI routes per user; refresh: POST /api/trends/refresh per user (a whole cycle). */
  rateLimits: { auth: RateLimitRule; ai: RateLimitRule; refresh: RateLimitRule };
  /** log2 of scrypt's N for new password hashes; hashes record their own cost, so changing it never locks anyone out. */
  passwordHashCost: number;
  /** Built SPA served by the API; absent folder → API only. */
  clientDistDir: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws a ConfigError listing every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.error?.issues ?? []).map((issue) => {
      const key = String(issue.path[0] ?? '(environment)');
      const raw = env[key];
      // A list variable reports the offending item, not the whole list; secrets are never echoed.
      const item =
        typeof issue.path[1] === 'number'
          ? raw
              ?.split(',')
              .map((s) => s.trim())
              .filter(Boolean)[issue.path[1]]
          : raw;
      const shown = item === undefined || /SECRET|KEY|PASS|SMTP_URL/.test(key) ? '' : ` (got "${item}")`;
      return `${key} ${issue.message.replace(/^Invalid input: /, '')}${shown}`;
    }),
    ...oidcProblems(env),
    ...mailProblems(env),
    ...(env.OPENAI_EMBEDDING_MODEL?.trim() && !env.OPENAI_API_KEY?.trim()
      ? ['OPENAI_EMBEDDING_MODEL needs OPENAI_API_KEY (the embeddings come from the same OpenAI-compatible server)']
      : []),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const oidc =
    e.AUTH_PROVIDER === 'oidc'
      ? {
          issuerUrl: e.OIDC_ISSUER_URL!,
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET!,
          redirectPath: e.OIDC_REDIRECT_PATH,
        }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    appOrigin: e.APP_ORIGIN ? new URL(e.APP_ORIGIN).origin : undefined,
    trustProxy: e.TRUST_PROXY,
    allowedHosts: e.ALLOWED_HOSTS.map((h) => h.toLowerCase()),
    authProvider: e.AUTH_PROVIDER,
    oidc,
    oidcRedirectPath: e.OIDC_REDIRECT_PATH,
    adminEmails: e.ADMIN_EMAILS,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiModel: e.OPENAI_MODEL,
    openaiEmbeddingModel: e.OPENAI_EMBEDDING_MODEL,
    settingsEncryptionKey: e.SETTINGS_ENCRYPTION_KEY,
    wordVectorsDir: path.resolve(repoRoot, e.WORD_VECTORS_DIR ?? path.join(e.DATA_DIR, 'word-vectors')),
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    allowPrivateFetch: e.ALLOW_PRIVATE_FETCH,
    discoveryFeeds: e.DISCOVERY_FEEDS,
    discoveryEnabled: e.DISCOVERY_ENABLED,
    publicSources: e.PUBLIC_SOURCES
      ? {
          feeds: e.PUBLIC_FEEDS.length > 0 ? e.PUBLIC_FEEDS : [...DEFAULT_PUBLIC_FEEDS],
          ...(e.GOOGLE_NEWS_URL ? { googleNewsUrl: e.GOOGLE_NEWS_URL } : {}),
          ...(e.GOOGLE_TRENDS_URL ? { googleTrendsUrl: e.GOOGLE_TRENDS_URL } : {}),
          ...(e.HACKER_NEWS_URL ? { hackerNewsUrl: e.HACKER_NEWS_URL } : {}),
        }
      : null,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    jobExpireSeconds: e.JOB_EXPIRE_SECONDS,
    systemMail: systemMailOf(e),
    rateLimits: {
      auth: { windowMs: 60_000, max: e.AUTH_RATE_LIMIT_PER_MINUTE },
      ai: { windowMs: 60_000, max: e.AI_RATE_LIMIT_PER_MINUTE },
      refresh: { windowMs: 60_000, max: e.REFRESH_RATE_LIMIT_PER_MINUTE },
    },
    passwordHashCost: 15,
    clientDistDir: path.join(repoRoot, 'client', 'dist'),
  };
}

function systemMailOf(e: z.infer<typeof envSchema>): SystemMailConfig | null {
  if (!e.MAIL_FROM || (!e.SMTP_URL && !e.SMTP_HOST)) return null;
  if (e.SMTP_URL) return { transport: { url: e.SMTP_URL }, from: e.MAIL_FROM };
  const port = e.SMTP_PORT ?? 587;
  const auth = e.SMTP_USER && e.SMTP_PASS ? { user: e.SMTP_USER, pass: e.SMTP_PASS } : undefined;
  return { transport: { host: e.SMTP_HOST!, port, secure: port === 465, auth }, from: e.MAIL_FROM };
}

/**
 * For entry points: reads `.env` from the repository root when present (variables already in the environment
 * win), then validates; a bad environment ends the process with the readable list, not a stack trace.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  const dotenv = path.join(repoRoot, '.env');
  if (env === process.env && existsSync(dotenv)) process.loadEnvFile(dotenv);
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\nSee .env.example for every variable and its meaning.\n`);
    process.exit(1);
  }
}
