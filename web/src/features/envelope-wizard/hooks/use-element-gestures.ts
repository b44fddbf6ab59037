import {
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';

import type { PageSize } from '../api/wizard-api.js';
import { clampBox, type PlacedElement } from '../utils/element-rules.js';
import { keyboardBox } from '../utils/keyboard-box.js';

type Gesture = {
  key: string;
  pointerId: number;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  box: Pick<PlacedElement, 'x' | 'y' | 'width' | 'height'>;
  size: PageSize;
};

/**
 * Moving and resizing placed elements: with a mouse, a pen or a finger (pointer events; the
 * elements take no touch scrolling, see the stylesheet; only the pointer that started the gesture
 * counts), or with the keyboard (arrows move, Shift + arrows resize, Delete removes).
 */
export function useElementGestures({
  displayWidth,
  select,
  change,
  remove,
}: {
  displayWidth: number;
  select: (key: string) => void;
  change: (key: string, patch: Partial<PlacedElement>) => void;
  remove: (element: PlacedElement) => void;
}) {
  const gesture = useRef<Gesture | null>(null);

  const startGesture = (
    event: ReactPointerEvent,
    element: PlacedElement,
    mode: Gesture['mode'],
    size: PageSize,
  ) => {
    if (event.button !== 0 || gesture.current) return;
    event.stopPropagation();
    // Keeps the element focused (for the keyboard) without the browser's text selection.
    event.preventDefault();
    event.currentTarget.closest<HTMLElement>('[data-testid="placed-element"]')?.focus();
    select(element.key);
    gesture.current = {
      key: element.key,
      pointerId: event.pointerId,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      box: { x: element.x, y: element.y, width: element.width, height: element.height },
      size,
    };
    const width = displayWidth;
    const displayHeight = (width * size.height) / size.width;
    const onMove = (move: PointerEvent) => {
      const active = gesture.current;
      if (!active || move.pointerId !== active.pointerId) return;
      const dx = (move.clientX - active.startX) / width;
      const dy = (move.clientY - active.startY) / displayHeight;
      const next =
        active.mode === 'move'
          ? { ...active.box, x: active.box.x + dx, y: active.box.y + dy }
          : { ...active.box, width: active.box.width + dx, height: active.box.height + dy };
      change(active.key, clampBox(next, element.type, active.size));
    };
    const onUp = (up: PointerEvent) => {
      if (up.pointerId !== gesture.current?.pointerId) return;
      gesture.current = null;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
  };

  const onElementKey = (event: ReactKeyboardEvent, element: PlacedElement, size: PageSize) => {
    if (event.key === 'Delete') {
      event.preventDefault();
      remove(element);
      return;
    }
    const box = keyboardBox(element, event.key, event.shiftKey, element.type, size);
    if (!box) return;
    // The arrows would otherwise scroll the page.
    event.preventDefault();
    change(element.key, box);
  };

  return { startGesture, onElementKey };
}
