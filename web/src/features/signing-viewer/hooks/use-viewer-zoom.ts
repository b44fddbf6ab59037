import { useEffect, useRef, useState, type RefObject, type TouchEvent } from 'react';

import { clampZoom, ZOOM_LIMITS } from '../utils/zoom.js';

/** Spec §9: the viewer's resize debounce. */
const RESIZE_DEBOUNCE_MS = 800;
const DESKTOP_PAGE_WIDTH = 820;

const distanceOf = (event: TouchEvent) => {
  const [a, b] = [event.touches[0]!, event.touches[1]!];
  return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
};

/**
 * The zoom (spec §9: buttons on a desktop, a slider and pinching on a phone) and the page width it
 * gives in the scrolling area, measured again after a resize settles.
 */
export function useViewerZoom({
  isMobile,
  scroller,
}: {
  isMobile: boolean;
  scroller: RefObject<HTMLDivElement | null>;
}) {
  const mode = isMobile ? 'mobile' : 'desktop';
  const [zoom, setZoom] = useState<number>(ZOOM_LIMITS[mode].initial);
  useEffect(() => setZoom(ZOOM_LIMITS[mode].initial), [mode]);
  const limits = ZOOM_LIMITS[mode];
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);

  const [areaWidth, setAreaWidth] = useState(0);
  useEffect(() => {
    const measure = () => setAreaWidth(scroller.current?.clientWidth ?? 0);
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [scroller]);
  const baseWidth = isMobile
    ? Math.max(240, (areaWidth || 360) - 16)
    : Math.min(DESKTOP_PAGE_WIDTH, Math.max(320, (areaWidth || DESKTOP_PAGE_WIDTH + 48) - 48));

  const pinchHandlers = {
    onTouchStart: (event: TouchEvent) => {
      if (event.touches.length === 2) pinch.current = { distance: distanceOf(event), zoom };
    },
    onTouchMove: (event: TouchEvent) => {
      if (event.touches.length !== 2 || !pinch.current) return;
      setZoom(clampZoom((pinch.current.zoom * distanceOf(event)) / pinch.current.distance, mode));
    },
    onTouchEnd: () => {
      pinch.current = null;
    },
  };
  /** A zoom asked for by a control, kept inside the mode's bounds. */
  const zoomTo = (value: number) => setZoom(clampZoom(value, mode));

  return { zoom, zoomTo, limits, pageWidth: Math.round(baseWidth * zoom), pinchHandlers };
}
