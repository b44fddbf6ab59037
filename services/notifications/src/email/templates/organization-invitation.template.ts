import { defineEmailTemplate } from './email-template.js';

/** Sent when a member invites someone into an organization; the link opens the invitation. */
export const organizationInvitationTemplate = defineEmailTemplate({
  required: ['organization', 'inviter', 'link'],
  optional: [],
  content: {
    'pt-BR': ({ organization, inviter, link }) => ({
      subject: `${inviter} convidou você para ${organization} no Rubrica`,
      preview: `Participe da organização ${organization} no Rubrica.`,
      heading: 'Você recebeu um convite',
      paragraphs: [`${inviter} convidou você para participar da organização ${organization} no Rubrica.`],
      action: { label: 'Aceitar convite', url: link },
      notes: ['Se você não esperava este convite, ignore esta mensagem.'],
    }),
    en: ({ organization, inviter, link }) => ({
      subject: `${inviter} invited you to ${organization} on Rubrica`,
      preview: `Join the ${organization} organization on Rubrica.`,
      heading: 'You have been invited',
      paragraphs: [`${inviter} invited you to join the ${organization} organization on Rubrica.`],
      action: { label: 'Accept invitation', url: link },
      notes: ['If you were not expecting this invitation, you can ignore this message.'],
    }),
    es: ({ organization, inviter, link }) => ({
      subject: `${inviter} te invitó a ${organization} en Rubrica`,
      preview: `Únete a la organización ${organization} en Rubrica.`,
      heading: 'Recibiste una invitación',
      paragraphs: [`${inviter} te invitó a unirte a la organización ${organization} en Rubrica.`],
      action: { label: 'Aceptar invitación', url: link },
      notes: ['Si no esperabas esta invitación, ignora este mensaje.'],
    }),
  },
});
