import { defineEmailTemplate } from './email-template.js';

/**
 * Sent when someone signs up with an address that already has an account: the sign-up page answers
 * alike either way (it must not reveal who has an account), so the owner of the address learns it
 * here, with a way to sign in and one to choose a new password.
 */
export const accountExistsTemplate = defineEmailTemplate({
  required: ['name', 'link', 'resetLink'],
  optional: [],
  content: {
    'pt-BR': ({ name, link, resetLink }) => ({
      subject: 'Você já tem uma conta no Rubrica',
      preview: 'Alguém tentou criar uma conta com este e-mail.',
      heading: `Olá, ${name}!`,
      paragraphs: [
        'Alguém tentou criar uma conta no Rubrica com este e-mail, mas ele já tem uma conta.',
        `Se foi você, entre com sua senha. Esqueceu a senha? Escolha uma nova em ${resetLink}`,
      ],
      action: { label: 'Entrar no Rubrica', url: link },
      notes: ['Se não foi você, ignore esta mensagem: nada mudou na sua conta.'],
    }),
    en: ({ name, link, resetLink }) => ({
      subject: 'You already have a Rubrica account',
      preview: 'Someone tried to create an account with this email.',
      heading: `Hello, ${name}!`,
      paragraphs: [
        'Someone tried to create a Rubrica account with this email, but it already has one.',
        `If it was you, sign in with your password. Forgot it? Choose a new one at ${resetLink}`,
      ],
      action: { label: 'Sign in to Rubrica', url: link },
      notes: ['If it was not you, ignore this message: nothing changed in your account.'],
    }),
    es: ({ name, link, resetLink }) => ({
      subject: 'Ya tienes una cuenta de Rubrica',
      preview: 'Alguien intentó crear una cuenta con este correo.',
      heading: `¡Hola, ${name}!`,
      paragraphs: [
        'Alguien intentó crear una cuenta de Rubrica con este correo, pero ya tiene una.',
        `Si fuiste tú, inicia sesión con tu contraseña. ¿La olvidaste? Elige una nueva en ${resetLink}`,
      ],
      action: { label: 'Iniciar sesión en Rubrica', url: link },
      notes: ['Si no fuiste tú, ignora este mensaje: nada cambió en tu cuenta.'],
    }),
  },
});
