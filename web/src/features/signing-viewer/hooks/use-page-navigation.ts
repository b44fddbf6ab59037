import { useEffect, useRef, useState, type RefObject } from 'react';

import type { ViewDocument } from '../../../lib/envelopes/recipient-view.js';
import { resolvePageInput } from '../utils/page-input.js';

/**
 * The current page of the document shown: followed while the reader scrolls, typed into the page
 * input (committed on Enter or blur) and back to 1 when the document changes.
 */
export function usePageNavigation({
  document,
  loadedPageCount,
  scroller,
}: {
  document: ViewDocument | undefined;
  /** The page count the PDF reported once loaded, if it has. */
  loadedPageCount: number | undefined;
  scroller: RefObject<HTMLDivElement | null>;
}) {
  const pageElements = useRef(new Map<number, HTMLElement>());
  const pageCount =
    loadedPageCount ??
    Math.max(
      document?.pages ?? 1,
      ...(document?.fields.flatMap((field) => field.widgets.map((w) => w.page)) ?? []),
      1,
    );
  const [currentPage, setCurrentPage] = useState(1);
  const [pageText, setPageText] = useState('1');
  useEffect(() => setPageText(String(currentPage)), [currentPage]);
  useEffect(() => setCurrentPage(1), [document?.id]);
  const goToPage = (page: number) => {
    pageElements.current.get(page)?.scrollIntoView?.({ block: 'start' });
    setCurrentPage(page);
  };
  const commitPageText = () => {
    const page = resolvePageInput(pageText, currentPage, pageCount);
    setPageText(String(page));
    if (page !== currentPage) goToPage(page);
  };
  const onScroll = () => {
    const area = scroller.current;
    if (!area) return;
    const line = area.scrollTop + area.clientHeight / 3;
    let page = 1;
    for (const [number, element] of pageElements.current)
      if (element.offsetTop <= line && number > page) page = number;
    setCurrentPage(page);
  };
  const registerPage = (page: number, element: HTMLElement | null) => {
    if (element) pageElements.current.set(page, element);
    else pageElements.current.delete(page);
  };
  return { pageCount, pageText, setPageText, commitPageText, onScroll, registerPage };
}
