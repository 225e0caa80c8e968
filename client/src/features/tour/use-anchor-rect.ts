import { useEffect, useState } from 'react';

/** Used when a step's link is out of sight (small screens keep the links in the closed drawer). */
const FALLBACK_ANCHOR = 'menu';

function isVisible(element: Element): boolean {
  return element.getClientRects().length > 0;
}

function findAnchor(anchor: string): Element | null {
  const candidates = [
    ...document.querySelectorAll(`[data-tour="${anchor}"]`),
    ...document.querySelectorAll(`[data-tour="${FALLBACK_ANCHOR}"]`),
  ];
  return candidates.find(isVisible) ?? null;
}

function sameRect(a: DOMRect | null, b: DOMRect | null): boolean {
  return a?.top === b?.top && a?.left === b?.left && a?.width === b?.width && a?.height === b?.height;
}

/**
 * Where the current step's anchor is on screen, following scrolls and resizes. The anchor is scrolled into view
 * when the step begins. Null when nothing suitable is visible.
 */
export function useAnchorRect(anchor: string | null): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null);

  useEffect(() => {
    if (!anchor) {
      setRect(null);
      return;
    }
    const element = findAnchor(anchor);
    element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });

    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = findAnchor(anchor)?.getBoundingClientRect() ?? null;
        setRect((previous) => (sameRect(previous, next) ? previous : next));
      });
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    // Smooth scrolling and the sidebar's width transition move the anchor for a moment after the step starts.
    const settle = setTimeout(measure, 350);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [anchor]);

  return rect;
}
