import type { DigestFrequency, Trend } from '@newsjack/shared';

/** Trends a digest lists per company at most; the rest are one click away in the app. */
export const DIGEST_TRENDS_PER_COMPANY = 8;

export type DigestSection = { companyName: string; trends: readonly Pick<Trend, 'title' | 'description' | 'relevanceScore' | 'reports'>[] };

export type DigestInput = {
  firstName: string | null;
  frequency: Exclude<DigestFrequency, 'off'>;
  sections: readonly DigestSection[];
  appOrigin: string;
  unsubscribeUrl: string;
};

const oneLine = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/**
 * The digest as plain text (no HTML, no tracking, like every message the app sends): per company with something
 * new, its new trends most relevant first, each with its relevance, a line of what it is and its newest report;
 * then where to see more and the unsubscribe link, which works without signing in.
 */
export function composeDigest(input: DigestInput): { subject: string; text: string } {
  const sections = input.sections.filter((s) => s.trends.length > 0);
  const total = sections.reduce((n, s) => n + s.trends.length, 0);
  const period = input.frequency === 'daily' ? 'daily' : 'weekly';
  const forWhom = sections.length === 1 ? sections[0]!.companyName : 'your companies';
  const subject = `Your ${period} Newsjack digest: ${total} new ${total === 1 ? 'trend' : 'trends'} for ${forWhom}`;
  const since = input.frequency === 'daily' ? 'since yesterday' : 'this week';
  const lines = [`Hello${input.firstName ? ` ${input.firstName}` : ''},`, '', `New trends ${since} that matter to ${forWhom}:`];
  for (const section of sections) {
    lines.push('', section.companyName, '-'.repeat(Math.min(section.companyName.length, 60)));
    for (const trend of section.trends.slice(0, DIGEST_TRENDS_PER_COMPANY)) {
      lines.push(`* ${oneLine(trend.title, 140)} (${Math.round(trend.relevanceScore * 100)}% relevant)`);
      if (trend.description.trim()) lines.push(`  ${oneLine(trend.description, 240)}`);
      const report = trend.reports[0];
      if (report) lines.push(`  ${report.outlet ? `${report.outlet}: ` : ''}${report.url}`);
    }
    const more = section.trends.length - DIGEST_TRENDS_PER_COMPANY;
    if (more > 0) lines.push(`  …and ${more} more in Newsjack.`);
  }
  lines.push(
    '',
    `See every trend and write story angles: ${input.appOrigin}/trends`,
    '',
    `You get this ${period} digest because you turned it on in Settings.`,
    `Unsubscribe (one click, no sign-in needed): ${input.unsubscribeUrl}`,
    '',
  );
  return { subject, text: lines.join('\n') };
}
