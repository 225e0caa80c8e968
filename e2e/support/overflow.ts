import type { Page } from 'playwright-core';

/**
 * Elements drawn past the right edge of the box that holds them (or of the window), as 'tag.class right>edge'
 * lines: what a narrow screen shows as text or a chart running out of its card. Positioned decorations (absolute,
 * fixed) and hidden subtrees are left out, and so is anything inside a box that scrolls or clips sideways.
 */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const found: string[] = [];
    const clips = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const skipped = (el: Element): boolean => {
      for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === 'absolute' || style.position === 'fixed' || node.getAttribute('aria-hidden') === 'true')
          return true;
        if (node !== el && clips(node)) return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let parent = el.parentElement;
      while (parent && parent.getBoundingClientRect().width === 0) parent = parent.parentElement;
      const edge = Math.min(viewport, parent ? parent.getBoundingClientRect().right : viewport);
      if (box.right <= edge + 2 || skipped(el)) continue;
      const name = `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '')
        .split(' ')
        .slice(0, 4)
        .join('.')}`;
      found.push(`${name} right ${Math.round(box.right)} > ${Math.round(edge)}`);
    }
    return found.slice(0, 5);
  });
}
