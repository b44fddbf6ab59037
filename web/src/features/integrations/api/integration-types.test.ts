import { describe, expect, it } from 'vitest';

import { listOf, toActiveIntegration, toTool } from './integration-types.js';

describe('reading the integrations answers', () => {
  it('reads a tool in the spec’s other spellings: value, label, logo and a map of config fields', () => {
    const [raw] = listOf({
      data: {
        data: [
          {
            value: 'docuware',
            label: 'DocuWare',
            logo: 'https://cdn.example.com/dw.png',
            config: { server_url: { type: 'url', required: true }, note: { type: 'text', required: false } },
          },
        ],
      },
    });
    expect(toTool(raw!)).toEqual({
      type: 'docuware',
      name: 'DocuWare',
      description: '',
      icon: 'https://cdn.example.com/dw.png',
      fields: [
        { name: 'server_url', type: 'url', required: true },
        { name: 'note', type: 'text', required: false },
      ],
    });
  });

  it('never uses an icon that is not an image address, and keeps only text config values', () => {
    expect(toTool({ type: 'x', icon: 'javascript:alert(1)' }).icon).toBeNull();
    expect(
      toActiveIntegration({ id: 'i-1', type: 'docuware', config: { user: 'ana', extra: { a: 1 } } }),
    ).toEqual({
      id: 'i-1',
      type: 'docuware',
      name: 'docuware',
      config: { user: 'ana' },
      is_active: true,
    });
  });
});
