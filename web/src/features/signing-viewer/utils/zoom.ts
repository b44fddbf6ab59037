/**
 * Spec §9: desktop zoom 0.6 to 1.1 in steps of 0.1 (1 by default); the mobile control goes from
 * 100% to 200%, and pinching stays within the same bounds.
 */
export const ZOOM_LIMITS = {
  desktop: { min: 0.6, max: 1.1, step: 0.1, initial: 1 },
  mobile: { min: 1, max: 2, step: 0.1, initial: 1 },
} as const;

export type ZoomMode = keyof typeof ZOOM_LIMITS;

/** A zoom kept inside its mode's bounds, rounded to one decimal so steps never drift. */
export const clampZoom = (value: number, mode: ZoomMode): number => {
  const { min, max } = ZOOM_LIMITS[mode];
  return Math.round(Math.min(max, Math.max(min, value)) * 10) / 10;
};
