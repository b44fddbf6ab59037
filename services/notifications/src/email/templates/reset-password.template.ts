import { defineEmailTemplate } from './email-template.js';

/** Sent from "forgot password": the link lets the user choose a new password. */
export const resetPasswordTemplate = defineEmailTemplate({
  required: ['name', 'link'],
  optional: [],
  content: {
    'pt-BR': ({ name, link }) => ({
      subject: 'Redefina sua senha do Rubrica',
      preview: 'Recebemos um pedido para redefinir sua senha.',
      heading: `Olá, ${name}!`,
      paragraphs: ['Recebemos um pedido para redefinir a senha da sua conta no Rubrica.'],
      action: { label: 'Redefinir senha', url: link },
      notes: ['Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.'],
    }),
    en: ({ name, link }) => ({
      subject: 'Reset your Rubrica password',
      preview: 'We received a request to reset your password.',
      heading: `Hello, ${name}!`,
      paragraphs: ['We received a request to reset the password of your Rubrica account.'],
      action: { label: 'Reset password', url: link },
      notes: ['If you did not ask for this, ignore this message: your password stays the same.'],
    }),
    es: ({ name, link }) => ({
      subject: 'Restablece tu contraseña de Rubrica',
      preview: 'Recibimos una solicitud para restablecer tu contraseña.',
      heading: `¡Hola, ${name}!`,
      paragraphs: ['Recibimos una solicitud para restablecer la contraseña de tu cuenta de Rubrica.'],
      action: { label: 'Restablecer contraseña', url: link },
      notes: ['Si no lo solicitaste, ignora este mensaje: tu contraseña sigue siendo la misma.'],
    }),
  },
});
