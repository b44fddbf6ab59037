import { useLayoutEffect, useRef, useState } from 'react';

/** Pages are shown at most this wide, less on narrow screens; positions are fractions of the page. */
export const PAGE_DISPLAY_WIDTH = 720;
/** The page column's padding on both sides. */
const COLUMN_PADDING = 32;

/**
 * The width the pages are drawn at: the column's, less its padding, up to PAGE_DISPLAY_WIDTH.
 * Measured before the first paint (a layout effect), then on every resize: a phone never shows
 * a page wider than its column, even for the moment before the observer's first report.
 */
export function usePageColumnWidth() {
  const column = useRef<HTMLDivElement>(null);
  const [displayWidth, setDisplayWidth] = useState(PAGE_DISPLAY_WIDTH);
  useLayoutEffect(() => {
    const target = column.current;
    if (!target) return;
    const fit = () => {
      const room = target.clientWidth - COLUMN_PADDING;
      if (room > 0) setDisplayWidth(Math.min(PAGE_DISPLAY_WIDTH, room));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return { column, displayWidth };
}
