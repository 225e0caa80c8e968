/**
 * Issue 9's six-site check, repeatable: a fresh app on its own port and an empty DATA_DIR, the six hand-written
 * company sites (B2B payments, remote patient monitoring, heat-pump installer, fresh dog food, identity-security
 * SaaS, a food bank) and one unreachable site on loopback, the labelled news as RSS feeds; accounts go through
 * onboarding on the real HTTP API (analysis, curation, keywords, outlets, then the dashboard's trends with their
 * relevance explanations), plus three accounts onboarding the same company name with different typed outlets.
 * Writes every output and a verdict per defect to docs/checks/six-site-check.output.md; exits 1 when a defect
 * is still there.
 *
 *   npm run build && node --import tsx scripts/six-site-check.ts [--port 5370] [--sites-port 5371] [--out FILE]
 *
 * The app runs as `npm start` runs it (server/dist/index.js, NODE_ENV=production) with ALLOW_PRIVATE_FETCH=true
 * (the outbound-fetch guard's allowance for loopback the tests use) and loopback-dns.mjs preloaded, so the
 * `<slug>.localhost` addresses typed on the form reach the loopback server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { Account } from './six-site-check/api';
import { defectChecks } from './six-site-check/checks';
import { leftoverChecks } from './six-site-check/leftover-checks';
import { onboard, readTrends, type Onboarding } from './six-site-check/onboard';
import { renderReport } from './six-site-check/report';
import { feedUrls, probeCompanies, siteUrl, startSites } from './six-site-check/sites';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '5370' },
    'sites-port': { type: 'string', default: '5371' },
    'unreachable-port': { type: 'string', default: '5379' },
    out: { type: 'string', default: path.join(root, 'docs/checks/six-site-check.output.md') },
    top: { type: 'string', default: '5' },
  },
});
const port = Number(args.port);
const sitesPort = Number(args['sites-port']);
const base = `http://localhost:${port}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startApp(dataDir: string): ChildProcess {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], {
    stdio: 'inherit',
    cwd: root,
  });
  if (built.status !== 0) throw new Error('the build failed');
  return spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ALLOW_PRIVATE_FETCH: 'true',
      DISCOVERY_FEEDS: feedUrls(sitesPort).join(','),
      // Each site is its own account, all from this one address.
      AUTH_RATE_LIMIT_PER_MINUTE: '100',
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(root, 'scripts/six-site-check/loopback-dns.mjs')}`.trim(),
    },
  });
}

async function until<T>(what: string, seconds: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(1000);
  }
}

type Run = { kind: string; status: string };
/** Every discovery run finished, and at least `personal` personal ones (onboarding starts one per company). */
const runsSettled = (operator: Account, personal: number) =>
  until(`${personal} personal discovery runs`, 180, async () => {
    const res = await operator.call('GET', '/api/admin/trend-discovery/runs');
    const runs = res.body as Run[];
    const settled =
      res.status === 200 &&
      runs.some((r) => r.kind === 'global') &&
      runs.every((r) => r.status !== 'running') &&
      runs.filter((r) => r.kind === 'personal').length >= personal;
    return settled ? true : undefined;
  });

async function main() {
  const startedAt = new Date();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'six-site-check-'));
  const sites = await startSites(sitesPort);
  const app = startApp(dataDir);
  try {
    await until('the app', 120, async () => ((await fetch(`${base}/readyz`)).ok ? true : undefined));
    // The first account of a fresh install is its admin: it only watches the discovery runs.
    const operator = await Account.register(base, 'operator');
    await runsSettled(operator, 0);

    // Three accounts, one company name: only the first types outlets (the issue's case), the second types others.
    const tenancy: Onboarding[] = [];
    const typed = [['TechCrunch', 'Finextra', 'American Banker'], ['Payments Dive'], []];
    for (const [n, outlets] of typed.entries()) {
      tenancy.push(
        await onboard(base, {
          label: `same-name-${n + 1}`,
          companyName: 'Settlewise',
          website: siteUrl('settlewise', sitesPort),
          typedOutlets: outlets,
        }),
      );
    }
    const probes: Onboarding[] = [];
    for (const company of probeCompanies())
      probes.push(
        await onboard(base, {
          label: company.slug,
          companyName: company.companyName,
          website: siteUrl(company.slug, sitesPort),
        }),
      );
    const unreachable = await onboard(base, {
      label: 'unreachable',
      companyName: 'Quietfield Analytics',
      website: `http://quietfield.localhost:${args['unreachable-port']}/`,
    });

    const curated = [...tenancy, ...probes, unreachable].filter((o) => o.curateStatus === 200).length;
    await runsSettled(operator, curated);
    for (const o of probes) await readTrends(o, Number(args.top));

    const verdicts = [...defectChecks(probes, unreachable, tenancy), ...leftoverChecks(probes, unreachable)];
    // Formatted as the repository formats Markdown, so the committed output stays as written.
    const markdown = renderReport({ startedAt, sites: probes, unreachable, tenancy, verdicts });
    const options = (await prettier.resolveConfig(args.out)) ?? {};
    writeFileSync(args.out, await prettier.format(markdown, { ...options, filepath: args.out }));
    for (const v of verdicts)
      process.stdout.write(
        `${v.findings.length === 0 ? 'gone        ' : 'STILL THERE '} ${v.defect}\n${v.findings.map((f) => `    ${f}\n`).join('')}`,
      );
    process.stdout.write(`outputs written to ${path.relative(root, args.out)}\n`);
    process.exitCode = verdicts.some((v) => v.findings.length > 0) ? 1 : 0;
  } finally {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    await sites.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
