import { useCallback, useEffect, useRef, useState } from 'react';

import type { ViewDocument } from '../../../lib/envelopes/recipient-view.js';
import {
  emptyRequiredFields,
  nextRequiredField,
  type FieldPlace,
  type SignatureReadiness,
} from '../utils/required-fields.js';

/** Spec §9: the focus highlight lasts 1.7 s; the viewer jumps to the next field 3 s after a load. */
export const FOCUS_HIGHLIGHT_MS = 1700;
export const AUTO_JUMP_MS = 3000;

/**
 * The document shown and the way to its required fields: the focus highlight, jumps to the next
 * empty required field (across documents), and the automatic jump after a document loads (spec
 * §2), held back while the info modal is open and made once it closes.
 */
export function useFieldJumps({
  documents,
  recipientId,
  canAct,
  ready,
  infoInitiallyClosed,
}: {
  documents: ViewDocument[];
  recipientId: string;
  canAct: boolean;
  ready: SignatureReadiness;
  infoInitiallyClosed: boolean;
}) {
  const [currentDocumentId, setCurrentDocumentId] = useState(documents[0]?.id ?? '');
  const current = documents.find((document) => document.id === currentDocumentId) ?? documents[0];
  const emptyRequired = emptyRequiredFields(documents, recipientId, canAct, ready);

  // --- info modal (spec §2: once the envelope and the images are loaded) ---
  const [infoClosed, setInfoClosed] = useState(infoInitiallyClosed);
  const infoOpenRef = useRef(!infoClosed);
  infoOpenRef.current = !infoClosed;

  // --- focus and jumps ---
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [pendingJump, setPendingJump] = useState<string | null>(null);
  const focusField = useCallback((fieldId: string) => {
    const element = window.document.getElementById(`field-${fieldId}`);
    element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    element?.focus({ preventScroll: true });
    setHighlighted(fieldId);
  }, []);
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), FOCUS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  useEffect(() => {
    if (!pendingJump) return;
    focusField(pendingJump);
    setPendingJump(null);
  }, [pendingJump, currentDocumentId, focusField]);
  const jumpTo = (place: FieldPlace) => {
    if (place.documentId !== current?.id) {
      setCurrentDocumentId(place.documentId);
      setPendingJump(place.field.id);
    } else focusField(place.field.id);
  };
  const nextRequired = () => nextRequiredField(documents, current?.id ?? '', recipientId, canAct, ready);
  const jumpToNext = () => {
    const next = nextRequired();
    if (next) jumpTo(next);
  };

  // Spec §2: 3 s after a document loads, the viewer goes to its first empty required field.
  const autoJump = useRef<() => void>(() => {});
  const jumpAfterInfo = useRef(false);
  autoJump.current = () => {
    // Not under the info modal: the jump waits until the reader closes it.
    if (infoOpenRef.current) {
      jumpAfterInfo.current = true;
      return;
    }
    const next = emptyRequired.find((place) => place.documentId === current?.id);
    if (next) focusField(next.field.id);
  };
  const [pageCounts, setPageCounts] = useState<Record<string, number>>({});
  const autoJumpTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (autoJumpTimer.current && clearTimeout(autoJumpTimer.current)), []);
  const onDocumentLoaded = (documentId: string, count: number) => {
    setPageCounts((counts) => ({ ...counts, [documentId]: count }));
    if (autoJumpTimer.current) clearTimeout(autoJumpTimer.current);
    autoJumpTimer.current = setTimeout(() => autoJump.current(), AUTO_JUMP_MS);
  };

  const closeInfo = () => {
    setInfoClosed(true);
    infoOpenRef.current = false;
    if (jumpAfterInfo.current) {
      jumpAfterInfo.current = false;
      autoJump.current();
    }
  };

  return {
    current,
    selectDocument: setCurrentDocumentId,
    emptyRequired,
    highlighted,
    jumpTo,
    jumpToNext,
    nextRequired,
    pageCounts,
    onDocumentLoaded,
    infoOpen: !infoClosed,
    closeInfo,
  };
}
