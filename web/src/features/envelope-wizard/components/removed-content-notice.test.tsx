import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { RemovedContent } from '../api/wizard-api.js';
import { renderApp } from '../../../testing/render-app.js';
import { aDraft, aDraftDocument, ENVELOPE_ID, wizardApi } from './wizard-test-support.js';

const row = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Documentos do envelope' }))
    .getByText(name)
    .closest('li')!;

describe('what the upload removed from a document', () => {
  it('is listed beside the document, each kind counted, and nothing shows for a clean one', async () => {
    wizardApi(
      aDraft({
        documents: [
          aDraftDocument({
            id: 'd-1',
            name: 'boleto.pdf',
            removed_content: [
              { kind: 'javascript', count: 2 },
              { kind: 'embedded_file', count: 1 },
              { kind: 'password_restrictions', count: 1 },
              // A kind a later server may add is left out rather than shown as a key.
              { kind: 'hologram' as RemovedContent['kind'], count: 3 },
            ],
          }),
          aDraftDocument({ id: 'd-2', name: 'limpo.pdf', removed_content: [] }),
        ],
      }),
    );
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    expect(within(await row('boleto.pdf')).getByRole('note').textContent).toBe(
      'Removido por segurança: 2 scripts; 1 arquivo anexado; as restrições da senha do proprietário.',
    );
    expect(within(await row('limpo.pdf')).queryByRole('note')).toBeNull();
  });
});
