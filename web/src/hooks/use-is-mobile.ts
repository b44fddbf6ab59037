import { useSyncExternalStore } from 'react';

/** Below this width lists become cards and some actions ask for a computer (spec §9: 768 px). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const isMobileNow = () => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;

export const useIsMobile = (): boolean => useSyncExternalStore(subscribe, isMobileNow, () => false);
