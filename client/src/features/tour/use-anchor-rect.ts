import { useEffect, useState } from 'react';

function isVisible(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/** The visible copy of the link: the sidebar's on desktop, the drawer's on small screens (the other is hidden). */
function findAnchor(anchor: string): Element | null {
  return [...document.querySelectorAll(`[data-tour="${anchor}"]`)].find(isVisible) ?? null;
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
    let scrolled = false;

    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const element = findAnchor(anchor);
        if (element && !scrolled) {
          scrolled = true;
          element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
        }
        const next = element?.getBoundingClientRect() ?? null;
        setRect((previous) => (sameRect(previous, next) ? previous : next));
      });
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    // The drawer mounts and slides in, and the sidebar's width transitions, for a moment after a step starts:
    // measure again until they have settled.
    const settle = setInterval(measure, 100);
    const stopSettling = setTimeout(() => clearInterval(settle), 1000);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(settle);
      clearTimeout(stopSettling);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [anchor]);

  return rect;
}
