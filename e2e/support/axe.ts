import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Rules held to although axe rates them moderate: a screen reader user moves through a page by its headings. */
const ALSO_ENFORCED = ['heading-order', 'page-has-heading-one'];

/**
 * axe-core's serious and critical violations on the page as it is now (and those of ALSO_ENFORCED), one line each: the rule, what it asks,
 * where (CSS selectors) and, for the first element, axe's own summary (a contrast ratio, a missing name). The
 * script goes in through the debugger protocol (page.evaluate), which the app's CSP does not stop, unlike a
 * script tag.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (alsoEnforced) => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResult> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || alsoEnforced.includes(v.id))
      .map((v) => {
        const targets = v.nodes.map((n) => n.target.join(' '));
        const more = targets.length > 3 ? ` and ${targets.length - 3} more` : '';
        const where = targets.slice(0, 3).join(' | ') + more;
        const why = (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240);
        return `${v.id} (${v.impact}): ${v.help} at ${where} — ${why}`;
      });
  }, ALSO_ENFORCED);
}
