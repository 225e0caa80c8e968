import type { Page } from 'playwright-core';
import { twMerge } from 'tailwind-merge';

/**
 * The class lists on the page in which one Tailwind class is overridden by another of the same property
 * ('h-9 … h-8', 'px-3 … px-2', 'flex … hidden'), as tailwind-merge reads them: which of the two applies would depend
 * on the stylesheet's order, not on the list. `cn` merges only when it joins two or more lists (client
 * lib/utils.ts), so a single list written with a conflict shows here. Each as '<overridden> in "<list>"'.
 */
export async function conflictingClasses(page: Page): Promise<string[]> {
  const lists = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll('[class]')].map((el) => el.getAttribute('class') ?? '')),
  ]);
  const found: string[] = [];
  for (const list of lists) {
    const classes = list.split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(classes.join(' ')).split(/\s+/));
    const overridden = classes.filter((c) => !kept.has(c));
    if (overridden.length > 0) found.push(`${overridden.join(' ')} in "${list}"`);
  }
  return found;
}
