import type { Verdict } from './checks';
import type { Onboarding } from './onboard';

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
const list = (items: readonly string[]) => (items.length > 0 ? items.map((i) => `\`${i}\``).join(', ') : '(none)');

function section(o: Onboarding, withTrends: boolean): string {
  const a = o.analysis;
  const c = o.company;
  const lines = [
    `### ${o.companyName} (${o.label})`,
    '',
    `- Website typed: \`${o.website}\`${o.typedOutlets.length > 0 ? `; outlets typed: ${list(o.typedOutlets)}` : ''}`,
    `- Analysis: HTTP ${o.analysisStatus} in ${o.analysisMs} ms; website readable: ${a?.website_readable ?? '—'}`,
    `- Curation: HTTP ${o.curateStatus}${o.curateMessage ? ` — ${o.curateMessage}` : ''}`,
  ];
  if (a) {
    lines.push(
      `- Profile (${a.company_profile.length} characters, ${a.company_profile.split(/\s+/).filter(Boolean).length} words):`,
      '',
      quote(a.company_profile),
      '',
      `- Industry: \`${c?.industry ?? a.industry ?? 'null'}\``,
      `- Markets: ${list(c?.targetMarkets ?? [])}`,
      `- Products: ${list(c?.keyProducts ?? [])}`,
      `- Suggested keywords: ${list(a.suggested_keywords)}`,
      `- Tracked keywords after curation: ${list(o.keywords)}`,
      `- Suggested outlets: ${list(a.suggested_media_outlets)}`,
      `- Own outlets (typed): ${list(c?.mediaOutlets ?? [])}`,
    );
  }
  if (withTrends) {
    lines.push('', `Top ${o.trends.length} trends of the last 24 hours (dashboard order):`, '');
    o.trends.forEach(({ trend, explanation }, n) => {
      const growth = trend.isNew ? 'New' : `${trend.growth > 0 ? '+' : ''}${trend.growth}%`;
      lines.push(
        `${n + 1}. **${trend.title}** — relevance ${trend.relevanceScore.toFixed(2)}, ${trend.mentions} mentions, velocity ${trend.mentionVelocity}, growth ${growth}, matched ${list(trend.matchedKeywords)}`,
        `   - Explanation (similarity ${explanation ? explanation.semanticSimilarity.toFixed(2) : '—'}): ${explanation ? explanation.explanation : '(none)'}`,
      );
    });
  }
  return lines.join('\n');
}

export function renderReport(input: {
  startedAt: Date;
  sites: Onboarding[];
  unreachable: Onboarding;
  tenancy: Onboarding[];
  verdicts: Verdict[];
}): string {
  const verdictLines = input.verdicts.map(
    (v) =>
      `| ${v.defect} | ${v.findings.length === 0 ? 'gone' : '**still there**'} | ${v.findings.map((f) => f.replace(/\|/g, '\\|')).join('<br>') || '—'} |`,
  );
  return [
    '# Six-site check: raw outputs',
    '',
    `Written by \`node --import tsx scripts/six-site-check.ts\` on ${input.startedAt.toISOString()}: a fresh app (empty DATA_DIR, offline AI engine), the six hand-written sites of issue 9 and an unreachable one on loopback, the labelled news as RSS feeds; every value below is what the HTTP API answered.`,
    '',
    '## Automatic verdicts',
    '',
    '| Defect | Verdict | Findings |',
    '| --- | --- | --- |',
    ...verdictLines,
    '',
    '## The six sites',
    '',
    ...input.sites.map((o) => section(o, true) + '\n'),
    '## The unreachable site',
    '',
    section(input.unreachable, false),
    '',
    '## Three accounts, one company name, different typed outlets',
    '',
    ...input.tenancy.map((o) => section(o, false) + '\n'),
  ].join('\n');
}
