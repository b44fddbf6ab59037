import { describe, expect, it } from 'vitest';

import { passwordRulesMet } from './password-policy.js';
import { profileChanges, profileProblems } from './profile-rules.js';

const saved = { name: 'Lia Campos', phone: '+5511987654321', cpf: '52998224725' };

describe('profile rules (spec §5, Profile)', () => {
  it('needs a valid CPF outside the US version only, and an international phone when one is given', () => {
    expect(profileProblems({ name: 'Lia', phone: '', cpf: '529.982.247-25' }, false)).toEqual({});
    expect(profileProblems({ name: 'Lia', phone: '', cpf: '529.982.247-24' }, false)).toEqual({
      cpf: 'cpfInvalid',
    });
    expect(profileProblems({ name: 'Lia', phone: '', cpf: '' }, false)).toEqual({ cpf: 'cpfRequired' });
    expect(profileProblems({ name: 'Lia', phone: '', cpf: '' }, true)).toEqual({});
    expect(profileProblems({ name: 'Lia', phone: '+55 11 1234', cpf: '' }, true)).toEqual({
      phone: 'phoneInvalid',
    });
  });

  it('sends only what changed, empty fields keeping their values and the CPF as digits', () => {
    expect(
      profileChanges({ name: ' Lia Campos ', phone: '+55 11 98765 4321', cpf: '' }, saved, false),
    ).toEqual({});
    expect(
      profileChanges({ name: '', phone: '+55 21 98765 4321', cpf: '111.444.777-35' }, saved, false),
    ).toEqual({ phone: '+5521987654321', cpf: '11144477735' });
    expect(profileChanges({ name: 'Lia', phone: '', cpf: '111.444.777-35' }, saved, true)).toEqual({
      name: 'Lia',
    });
  });
});

describe('new-password rule shown while typing', () => {
  it('checks length 10 and the three character classes', () => {
    expect(passwordRulesMet('abc')).toEqual({
      length: false,
      lowercase: true,
      uppercase: false,
      digit: false,
    });
    expect(passwordRulesMet('Jacaranda-7')).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      digit: true,
    });
    expect(passwordRulesMet('Ábcdefgh1')).toMatchObject({ length: false, uppercase: true });
  });
});
