import { useEffect, useRef, useState, type RefObject } from 'react';

import type { Document as WizardDocument } from '../../../api/rubrica-api.js';
import {
  clampBox,
  defaultSizePoints,
  type ElementKind,
  type ElementType,
  type PlacedElement,
} from '../utils/element-rules.js';
import { elementsFromDocuments } from '../utils/elements-from-envelope.js';
import { FALLBACK_PAGE, pageSizesOf } from '../utils/page-sizes.js';

let elementSequence = 0;

/**
 * The fields and contents placed in step 3: placed (at a point, or stepped down the page when
 * clicked), changed (marked dirty, to be saved), removed (a saved one is kept in `deleted` until
 * the step is saved), and the one selected. A new element takes the focus, so the keyboard can
 * move it at once.
 */
export function usePlacedElements(documents: WizardDocument[], column: RefObject<HTMLDivElement | null>) {
  const [elements, setElements] = useState<PlacedElement[]>(() => elementsFromDocuments(documents));
  const [selectedKey, setSelectedKey] = useState<string>();
  const [focusKey, setFocusKey] = useState<string>();
  const deleted = useRef<PlacedElement[]>([]);
  useEffect(() => {
    if (!focusKey) return;
    const placed = column.current?.querySelectorAll<HTMLElement>('[data-element-key]') ?? [];
    [...placed].find((item) => item.dataset.elementKey === focusKey)?.focus();
    setFocusKey(undefined);
  }, [focusKey, column]);

  const place = (
    document: WizardDocument,
    element: { kind: ElementKind; type: ElementType; recipientId: string | undefined },
    page: number,
    at?: { x: number; y: number },
  ) => {
    const { kind, type } = element;
    const size = pageSizesOf(document)[page - 1] ?? FALLBACK_PAGE;
    const points = defaultSizePoints(type);
    const width = points.width / size.width;
    const height = points.height / size.height;
    const step = elements.filter((item) => item.documentId === document.id && item.page === page).length % 8;
    const box = clampBox(
      at
        ? { x: at.x - width / 2, y: at.y - height / 2, width, height }
        : { x: 0.08 + step * 0.03, y: 0.08 + step * 0.06, width, height },
      type,
      size,
    );
    const key = `new-${(elementSequence += 1)}`;
    setElements((current) => [
      ...current,
      {
        key,
        kind,
        type,
        documentId: document.id,
        page,
        ...box,
        recipientId: kind === 'field' ? element.recipientId : undefined,
        title: '',
        value: '',
        options: [],
        isRequired: true,
        dirty: true,
      },
    ]);
    setSelectedKey(key);
    setFocusKey(key);
  };

  const change = (key: string, patch: Partial<PlacedElement>) =>
    setElements((current) =>
      current.map((element) => (element.key === key ? { ...element, ...patch, dirty: true } : element)),
    );

  const remove = (element: PlacedElement) => {
    if (element.id) deleted.current.push(element);
    setElements((current) => current.filter((item) => item.key !== element.key));
    setSelectedKey(undefined);
  };

  return { elements, setElements, selectedKey, setSelectedKey, deleted, place, change, remove };
}
