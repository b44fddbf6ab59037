import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createAppStore } from '../app/store.js';
import { injectTable, mutation, query, type Mutation, type Query } from './endpoint-table.js';

interface ProbeEndpoints {
  tableProbeList: Query<unknown, { id: string; perPage?: number; q?: string; 'X-Organization'?: string }>;
  tableProbeRename: Mutation<unknown, { id: string; body: { name: string }; 'X-Organization'?: string }>;
}

const probeApi = injectTable<ProbeEndpoints>({
  tableProbeList: query('GET /probes/{id}/items{?q,per_page=perPage}', 'X-Organization'),
  tableProbeRename: mutation('PATCH /probes/{id}', 'X-Organization,body'),
});

// Every request the store makes, answered with an empty JSON body.
const fetched = vi.fn(
  async (_request: Request) => new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
);
const sent = (): Request => fetched.mock.calls[0]![0];

beforeEach(() => {
  fetched.mockClear();
  vi.stubGlobal('fetch', fetched);
});
afterEach(() => vi.unstubAllGlobals());

describe('an endpoint table', () => {
  it('makes a query of a row: path fields encoded, query fields under their sent names', async () => {
    await createAppStore().dispatch(
      probeApi.endpoints.tableProbeList.initiate({ id: 'a/b', perPage: 5, 'X-Organization': 'org-7' }),
    );

    const url = new URL(sent().url);
    expect(sent().method).toBe('GET');
    expect(url.pathname).toBe('/api/probes/a%2Fb/items');
    expect(url.searchParams.get('per_page')).toBe('5');
    expect(url.searchParams.has('q')).toBe(false);
    expect(sent().headers.get('X-Organization')).toBe('org-7');
  });

  it('makes a mutation of a row that sends its body', async () => {
    await createAppStore().dispatch(
      probeApi.endpoints.tableProbeRename.initiate({ id: 'p1', body: { name: 'New' } }),
    );

    expect(sent().method).toBe('PATCH');
    expect(new URL(sent().url).pathname).toBe('/api/probes/p1');
    expect(await sent().json()).toEqual({ name: 'New' });
  });
});
