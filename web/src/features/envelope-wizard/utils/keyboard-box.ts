import type { PageSize } from '../api/wizard-api.js';
import { clampBox, type ElementType } from './element-rules.js';

/** How far one arrow key press moves or resizes an element, in points. */
export const KEY_STEP_POINTS = 5;

const DIRECTIONS: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

type Box = { x: number; y: number; width: number; height: number };

/**
 * The box after an arrow key: arrows move it, Shift + arrows resize it (right and down grow,
 * left and up shrink), one step of KEY_STEP_POINTS each, kept inside the page and at least its
 * minimum size (spec §5); null for any other key.
 */
export const keyboardBox = (
  box: Box,
  key: string,
  resize: boolean,
  type: ElementType,
  size: PageSize,
): Box | null => {
  const direction = DIRECTIONS[key];
  if (!direction) return null;
  const dx = (direction.dx * KEY_STEP_POINTS) / size.width;
  const dy = (direction.dy * KEY_STEP_POINTS) / size.height;
  return clampBox(
    resize
      ? { ...box, width: box.width + dx, height: box.height + dy }
      : { ...box, x: box.x + dx, y: box.y + dy },
    type,
    size,
  );
};
