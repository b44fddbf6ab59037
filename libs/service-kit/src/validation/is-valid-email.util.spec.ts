import { isValidEmail } from './is-valid-email.util.js';

describe('isValidEmail', () => {
  it.each(['ana@example.com', 'ana.souza+rubrica@mail.example.com.br'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(['ana', 'ana@', '@example.com', 'ana example@x.com', 'Ana <ana@example.com>', 'ana@example'])(
    'refuses %s',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
});
