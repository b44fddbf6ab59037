import { describe, expect, it } from 'vitest';

import { aCustomer, anAddress } from '../components/subscribe-test-support.js';
import { subscribeBody } from './subscribe-body.js';

const input = {
  plan: 'advanced',
  customer: aCustomer({ name: ' Maria Silva ' }),
  address: anAddress({ state: 'sp' }),
  cardToken: 'card_0123456789abcdef01234567',
  documentRequired: true,
  callbackPath: '/account/billing/plan',
};

describe('subscribe request (spec §3, §5, §9)', () => {
  it('sends the plan, the card payment method 12, the token and the customer as digits', () => {
    expect(subscribeBody(input)).toEqual({
      plan: 'advanced',
      payment_method: 12,
      card: { token: 'card_0123456789abcdef01234567' },
      callback_path: '/account/billing/plan',
      customer: {
        name: 'Maria Silva',
        email: 'maria@example.com',
        document: '52998224725',
        cellphone: '11987654321',
        zip_code: '01310100',
        address: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    });
  });

  it('leaves out an empty phone, the complement when empty, and the document where none is asked', () => {
    const body = subscribeBody({
      ...input,
      documentRequired: false,
      customer: { ...input.customer, phone: '' },
      address: { ...input.address, complement: ' Sala 2 ' },
    });
    expect(body.customer).not.toHaveProperty('document');
    expect(body.customer).not.toHaveProperty('cellphone');
    expect(body.customer?.complement).toBe('Sala 2');
  });

  it('asks for a boleto without a card when no token is given', () => {
    const body = subscribeBody({ ...input, cardToken: null });
    expect(body.payment_method).toBe('boleto');
    expect(body).not.toHaveProperty('card');
    expect(body.customer).toMatchObject({ document: '52998224725', zip_code: '01310100' });
  });
});
