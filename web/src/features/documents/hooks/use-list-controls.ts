import { useState } from 'react';

import { useDebouncedValue } from '../../../hooks/use-debounced-value.js';
import type { SortDirection } from '../api/documents-api.js';

/** Spec §9: search boxes wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search text, page and date sort of one documents tab. A new search, sort or filter (named by
 * `filterKey`) starts again at page 1 (the page is kept per search so the reset needs no effect).
 */
export const useListControls = (filterKey = '') => {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<SortDirection>('desc');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${q}|${sort}|${filterKey}`;
  const page = paging.key === key ? paging.page : 1;
  return {
    search,
    setSearch,
    q,
    sort,
    toggleSort: () => setSort((current) => (current === 'desc' ? 'asc' : 'desc')),
    page,
    setPage: (next: number) => setPaging({ key, page: next }),
  };
};
