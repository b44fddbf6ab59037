import { useEffect, useRef } from 'react';

/** Workspace spec §9: the next page loads when the page is within 5 px of its bottom. */
export const INFINITE_SCROLL_THRESHOLD_PX = 5;

const nearBottom = () => {
  const root = document.documentElement;
  return window.innerHeight + window.scrollY >= root.scrollHeight - INFINITE_SCROLL_THRESHOLD_PX;
};

/**
 * Calls `onReach` when the window scrolls to within 5 px of the bottom, and also when the page is
 * too short to scroll at all while `enabled` (more items exist but nothing can be scrolled).
 */
export const useNearPageBottom = (enabled: boolean, onReach: () => void): void => {
  const callback = useRef(onReach);
  callback.current = onReach;
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (nearBottom()) callback.current();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled]);
};
