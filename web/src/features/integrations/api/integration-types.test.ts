import { describe, expect, it } from 'vitest';

import type { ActiveIntegration } from './integration-types.js';
import { toolOf } from './integration-types.js';

describe('a configured integration whose tool left the catalogue', () => {
  it('shows as a tool of its own: the server’s name and icon, no description and no fields to edit', () => {
    const integration: ActiveIntegration = {
      id: 'integration-1',
      type: 'docuware',
      name: 'DocuWare',
      label: 'DocuWare',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      config: { server_url: 'https://dw.example.com', user: 'ana' },
      is_active: true,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(toolOf(integration)).toEqual({
      type: 'docuware',
      name: 'DocuWare',
      description: '',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      config_fields: [],
    });
  });
});
