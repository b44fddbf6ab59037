import { describe, expect, it } from 'vitest';

import type { WizardEnvelope } from '../api/wizard-api.js';
import { signersWithoutSignature } from './signers-without-signature.js';

const recipient = (id: string, name: string, type: string) =>
  ({ id, type, addressees: [{ name, value: '', via: 'email', identifiers: [] }] }) as never;

describe('signersWithoutSignature', () => {
  it('names each signer and in-person signer without a signature field; approvers need none', () => {
    const envelope = {
      recipients: [
        recipient('a', 'Ana', 'in-person-signer'),
        recipient('b', 'Bruno', 'approver'),
        recipient('c', 'Caio', 'signer'),
        recipient('d', 'Dora', 'signer'),
      ],
      documents: [
        { id: 'd1', fields: [{ id: 'f1', recipient_id: 'c', type: 'initial' }] },
        { id: 'd2', fields: [{ id: 'f2', recipient_id: 'd', type: 'signature' }] },
      ],
    } as unknown as WizardEnvelope;
    expect(signersWithoutSignature(envelope)).toEqual(['Ana', 'Caio']);
    expect(signersWithoutSignature(undefined)).toEqual([]);
  });
});
