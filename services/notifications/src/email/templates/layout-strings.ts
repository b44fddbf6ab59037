import type { EmailLocale } from '@rubrica/jobs';

/** The layout's own words, around every template's content. */
export const layoutStrings: Record<EmailLocale, { linkFallback: string; footer: string }> = {
  'pt-BR': {
    linkFallback: 'Se o botão não funcionar, copie e cole este endereço no seu navegador:',
    footer: 'Mensagem automática enviada pelo Rubrica. Não responda a este e-mail.',
  },
  en: {
    linkFallback: 'If the button does not work, copy and paste this address into your browser:',
    footer: 'Automatic message sent by Rubrica. Please do not reply to this e-mail.',
  },
  es: {
    linkFallback: 'Si el botón no funciona, copia y pega esta dirección en tu navegador:',
    footer: 'Mensaje automático enviado por Rubrica. No respondas a este correo.',
  },
};
