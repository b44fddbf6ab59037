import { checkSignUp, emailProblems, passwordProblems } from './accounts.schemas.js';

describe('password rule', () => {
  it('accepts 8+ characters with a lowercase, an uppercase and a digit', () => {
    expect(passwordProblems('Segredo1')).toEqual([]);
    expect(passwordProblems('Ção1abcd')).toEqual([]);
  });

  it('names each missing part', () => {
    expect(passwordProblems('Segred1')).toEqual(['too_short']);
    expect(passwordProblems('SEGREDO1')).toEqual(['lowercase']);
    expect(passwordProblems('segredo1')).toEqual(['uppercase']);
    expect(passwordProblems('Segredos')).toEqual(['digit']);
    expect(passwordProblems('')).toEqual(['too_short', 'lowercase', 'uppercase', 'digit']);
  });
});

describe('sign-up form', () => {
  it('trims the name, lower-cases the e-mail and keeps the password as typed', () => {
    expect(checkSignUp({ name: ' Ana ', email: ' Ana@Example.COM ', password: ' Segredo1 ' })).toEqual({
      input: { name: 'Ana', email: 'ana@example.com', password: ' Segredo1 ' },
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
