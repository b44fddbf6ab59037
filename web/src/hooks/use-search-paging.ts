import { useState } from 'react';

import { useDebouncedValue } from './use-debounced-value.js';

/**
 * A searchable, paged list's state: what is typed, the search once typing has paused for
 * `delayMs`, and the page, which goes back to the first one whenever the search changes.
 */
export const useSearchPaging = (delayMs: number) => {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, delayMs).trim();
  const [chosen, setChosen] = useState({ q, page: 1 });
  const page = chosen.q === q ? chosen.page : 1;
  return { search, setSearch, q, page, setPage: (next: number) => setChosen({ q, page: next }) };
};
