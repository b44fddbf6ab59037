/** The spec's paged list answer (`data`, `links`, `meta`), shared by every service's list routes. */
export interface Paginated<T> {
  data: T[];
  links: { next: string | null; prev: string | null };
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

export const DEFAULT_PER_PAGE = 15;

/**
 * Builds a page answer. Links are relative references (`?q=ana&page=2`) so they resolve against
 * whatever address the client called, with or without the gateway's `/api` prefix.
 */
export function paginated<T>(
  data: T[],
  options: { page: number; perPage: number; total: number; query?: Record<string, string | undefined> },
): Paginated<T> {
  const { page, perPage, total } = options;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) params.set(key, value);
    params.set('page', String(target));
    return `?${params.toString()}`;
  };
  return {
    data,
    links: {
      next: page < lastPage ? link(page + 1) : null,
      prev: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
    },
    meta: { current_page: page, per_page: perPage, total, last_page: lastPage },
  };
}
