import { checkSignUp, emailProblems, passwordProblems } from './accounts.schemas.js';

describe('password rule', () => {
  it('accepts 10+ characters with a lowercase, an uppercase and a digit that are hard to guess', () => {
    expect(passwordProblems('Nova-senha1')).toEqual([]);
    expect(passwordProblems('Ção1abcd-xyz')).toEqual([]);
  });

  it('names each missing part', () => {
    expect(passwordProblems('Nova-sen1')).toEqual(['too_short']);
    expect(passwordProblems('NOVA-SENHA1')).toEqual(['lowercase']);
    expect(passwordProblems('nova-senha1')).toEqual(['uppercase']);
    expect(passwordProblems('Nova-senhas')).toEqual(['digit']);
    expect(passwordProblems('')).toEqual(['too_short', 'lowercase', 'uppercase', 'digit']);
  });

  it.each([
    'Password123', // en, on the breached list
    'Senha12345', // pt-BR, on the breached list
    'Senha@1234', // a listed password changed by one character
    'Qwerty12345', // keyboard walk
    'Flamengo123', // pt-BR word with a sequence
    'Iloveyou2024',
  ])('refuses the common or breached password %p', (password) => {
    expect(passwordProblems(password)).toEqual(['common']);
  });

  it('estimates the first 32 characters: a weak start is refused however it goes on', () => {
    expect(passwordProblems(`Password123${'a'.repeat(21)}-Kx8#mPq2vLw9-Tz4!`)).toEqual(['common']);
    expect(passwordProblems(`Kx8#mPq2vLw9-Tz4!${'a'.repeat(40)}`)).toEqual([]);
  });

  it("counts the account's own name and e-mail as known words", () => {
    expect(passwordProblems('Zuleica-1987', ['Zuleica Prado', 'zuleica@example.com'])).toEqual(['common']);
  });
});

describe('sign-up form', () => {
  it('trims the name, lower-cases the e-mail and keeps the password as typed', () => {
    expect(checkSignUp({ name: ' Ana ', email: ' Ana@Example.COM ', password: ' Nova-senha1 ' })).toEqual({
      input: { name: 'Ana', email: 'ana@example.com', password: ' Nova-senha1 ' },
      problems: {},
    });
  });

  it('reports every field problem at once', () => {
    expect(checkSignUp({ name: '', email: 'x@', password: 'abc' }).problems).toEqual({
      name: ['required'],
      email: ['invalid_email'],
      password: ['too_short', 'uppercase', 'digit'],
    });
    expect(checkSignUp({}).problems).toEqual({
      name: ['required'],
      email: ['required'],
      password: ['required'],
    });
  });

  it('refuses addresses without a domain dot or with spaces', () => {
    expect(emailProblems('ana@example')).toEqual(['invalid_email']);
    expect(emailProblems('a na@example.com')).toEqual(['invalid_email']);
    expect(emailProblems('ana@example.com')).toEqual([]);
  });
});
