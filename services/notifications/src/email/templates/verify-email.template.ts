import { defineEmailTemplate } from './email-template.js';

/** Sent at sign-up and on "resend verification": confirms the address belongs to the user. */
export const verifyEmailTemplate = defineEmailTemplate({
  required: ['name', 'link'],
  optional: [],
  content: {
    'pt-BR': ({ name, link }) => ({
      subject: 'Confirme seu e-mail no Rubrica',
      preview: 'Falta só um passo para ativar sua conta.',
      heading: `Olá, ${name}!`,
      paragraphs: ['Falta só um passo para ativar sua conta no Rubrica: confirme que este e-mail é seu.'],
      action: { label: 'Confirmar e-mail', url: link },
      notes: ['Se você não criou uma conta no Rubrica, ignore esta mensagem.'],
    }),
    en: ({ name, link }) => ({
      subject: 'Confirm your e-mail address on Rubrica',
      preview: 'One more step to activate your account.',
      heading: `Hello, ${name}!`,
      paragraphs: [
        'One more step to activate your Rubrica account: confirm that this e-mail address is yours.',
      ],
      action: { label: 'Confirm e-mail address', url: link },
      notes: ['If you did not create a Rubrica account, you can ignore this message.'],
    }),
    es: ({ name, link }) => ({
      subject: 'Confirma tu correo electrónico en Rubrica',
      preview: 'Solo falta un paso para activar tu cuenta.',
      heading: `¡Hola, ${name}!`,
      paragraphs: ['Solo falta un paso para activar tu cuenta de Rubrica: confirma que este correo es tuyo.'],
      action: { label: 'Confirmar correo', url: link },
      notes: ['Si no creaste una cuenta en Rubrica, ignora este mensaje.'],
    }),
  },
});
