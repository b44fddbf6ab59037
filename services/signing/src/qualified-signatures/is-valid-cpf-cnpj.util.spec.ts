import { isValidCpfCnpj } from './is-valid-cpf-cnpj.util.js';

describe('isValidCpfCnpj', () => {
  it.each(['52998224725', '11144477735', '39053344705', '15350946056', '11222333000181'])(
    'accepts %s',
    (digits) => expect(isValidCpfCnpj(digits)).toBe(true),
  );

  it.each([
    ['a wrong first CPF check digit', '52998224735'],
    ['a wrong second CPF check digit', '52998224726'],
    ['all the same digit', '11111111111'],
    ['a wrong CNPJ check digit', '11222333000182'],
    ['a CNPJ of one digit', '00000000000000'],
    ['too few digits', '5299822472'],
    ['a mask', '529.982.247-25'],
  ])('refuses %s', (_, digits) => expect(isValidCpfCnpj(digits)).toBe(false));
});
