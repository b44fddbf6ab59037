import type { Role } from '../api/rubrica-api.js';
import { permissionFlags } from './permission-flags.js';

/** A role as identity answers it (workspace spec §3): its flags at the top level, only sending granted. */
export const aRole = (overrides: Partial<Role> = {}): Role => ({
  id: 'r-2',
  name: 'Financeiro',
  is_default: false,
  is_protected: false,
  created_at: '2026-11-02T00:00:00Z',
  ...permissionFlags(false),
  send_envelopes: true,
  ...overrides,
});
