import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { aPagedList, anEnvelope, aRecipient } from '../../../testing/envelope-fixtures.js';
import { signedInApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';

// pdf.js needs a real browser; the actions are what these tests look at.
vi.mock('./pdf-pages.js', () => ({ default: () => null }));

describe('envelope detail: save as template', () => {
  it('lets the sender of a sent envelope copy it into a template (spec §7) and says so', async () => {
    const api = signedInApi({
      routes: {
        'GET /api/envelopes/env-1': {
          body: anEnvelope({ id: 'env-1', state: 'completed', recipients: [aRecipient()] }),
        },
        'GET /api/envelopes/env-1/notes': { body: aPagedList([]) },
        'GET /api/envelopes/env-1/events': { body: aPagedList([]) },
        'POST /api/envelopes/env-1/copy': { status: 201, body: { id: 'tpl-1', state: 'template' } },
      },
    });
    renderApp('/business/documents/info/env-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar como modelo' }));
    await screen.findByText('Modelo salvo. Ele está na aba Modelos.');
    await waitFor(() => expect(api.to('POST /api/envelopes/env-1/copy')).toHaveLength(1));
    expect(api.to('POST /api/envelopes/env-1/copy')[0]!.body).toEqual({ into: 'template' });
  });
});
