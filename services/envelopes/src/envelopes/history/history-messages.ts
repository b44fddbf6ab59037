import type { LocalizedText } from '@rubrica/errors';

/**
 * What each history entry says (spec, "Event log"), by message code, in every language of the
 * product. `{name}`-style placeholders take the entry's params; `{role}`, `{action}`,
 * `{field_type}` and `{failure}` are words of HISTORY_WORDS (or the error catalogue) rendered in
 * the same language. Who did it is not part of the sentence: each entry's actor is stored and
 * shown on its own.
 */
export const HISTORY_MESSAGES = {
  'envelope.created': { en: 'Envelope created', 'pt-BR': 'Envelope criado', es: 'Sobre creado' },
  'envelope.copied_into_draft': {
    en: 'Draft created from “{title}”',
    'pt-BR': 'Rascunho criado a partir de “{title}”',
    es: 'Borrador creado a partir de “{title}”',
  },
  'envelope.copied_into_template': {
    en: 'Template created from “{title}”',
    'pt-BR': 'Modelo criado a partir de “{title}”',
    es: 'Plantilla creada a partir de “{title}”',
  },
  'envelope.draft_deleted': { en: 'Draft deleted', 'pt-BR': 'Rascunho excluído', es: 'Borrador eliminado' },
  'envelope.template_deleted': {
    en: 'Template deleted',
    'pt-BR': 'Modelo excluído',
    es: 'Plantilla eliminada',
  },
  'envelope.updated': {
    en: 'Envelope details updated',
    'pt-BR': 'Dados do envelope atualizados',
    es: 'Datos del sobre actualizados',
  },
  'envelope.sent': { en: 'Envelope sent', 'pt-BR': 'Envelope enviado', es: 'Sobre enviado' },
  'envelope.cancelled': { en: 'Envelope cancelled', 'pt-BR': 'Envelope cancelado', es: 'Sobre cancelado' },
  'envelope.expired': { en: 'Envelope expired', 'pt-BR': 'Envelope expirado', es: 'Sobre caducado' },
  'envelope.completed': { en: 'Envelope completed', 'pt-BR': 'Envelope concluído', es: 'Sobre completado' },
  'envelope.halted': {
    en: 'Envelope processing failed',
    'pt-BR': 'Falha no processamento do envelope',
    es: 'Falló el procesamiento del sobre',
  },
  'envelope.sealing_requested': {
    en: 'Envelope sent for sealing',
    'pt-BR': 'Envelope enviado para selagem',
    es: 'Sobre enviado para el sellado',
  },
  'envelope.documents_downloaded': {
    en: 'Documents downloaded',
    'pt-BR': 'Documentos baixados',
    es: 'Documentos descargados',
  },
  'envelope.signature_page_downloaded': {
    en: 'Signature page downloaded',
    'pt-BR': 'Folha de assinaturas baixada',
    es: 'Hoja de firmas descargada',
  },
  'document.added': {
    en: 'Document “{name}” added',
    'pt-BR': 'Documento “{name}” adicionado',
    es: 'Documento “{name}” añadido',
  },
  'document.active_content_removed': {
    en: 'Active content removed from document “{name}” before its first hash',
    'pt-BR': 'Conteúdo ativo removido do documento “{name}” antes do primeiro hash',
    es: 'Contenido activo eliminado del documento “{name}” antes del primer hash',
  },
  'document.removed': {
    en: 'Document “{name}” removed',
    'pt-BR': 'Documento “{name}” removido',
    es: 'Documento “{name}” eliminado',
  },
  'document.conversion_requested': {
    en: 'Document “{name}” received; converting it to PDF',
    'pt-BR': 'Documento “{name}” recebido; convertendo para PDF',
    es: 'Documento “{name}” recibido; convirtiéndolo a PDF',
  },
  'document.conversion_failed': {
    en: 'Document “{name}” could not be converted to PDF',
    'pt-BR': 'Não foi possível converter o documento “{name}” para PDF',
    es: 'No se pudo convertir el documento “{name}” a PDF',
  },
  'recipient.added': {
    en: '{name} added as {role}',
    'pt-BR': '{name} adicionado(a) como {role}',
    es: '{name} añadido(a) como {role}',
  },
  'recipient.updated': {
    en: 'Recipient {name} updated',
    'pt-BR': 'Destinatário {name} atualizado',
    es: 'Destinatario {name} actualizado',
  },
  'recipient.readdressed': {
    en: 'Recipient {from_name} <{from_address}> changed to {name} <{address}>',
    'pt-BR': 'Destinatário {from_name} <{from_address}> alterado para {name} <{address}>',
    es: 'Destinatario {from_name} <{from_address}> cambiado a {name} <{address}>',
  },
  'recipient.removed': {
    en: 'Recipient {name} removed',
    'pt-BR': 'Destinatário {name} removido',
    es: 'Destinatario {name} eliminado',
  },
  'recipient.notified': {
    en: '{name} notified',
    'pt-BR': '{name} notificado(a)',
    es: '{name} notificado(a)',
  },
  'recipient.opened': {
    en: '{name} opened the envelope',
    'pt-BR': '{name} abriu o envelope',
    es: '{name} abrió el sobre',
  },
  'recipient.retried': {
    en: '{name} tried again',
    'pt-BR': '{name} tentou novamente',
    es: '{name} lo intentó de nuevo',
  },
  'recipient.identified': {
    en: '{name} gave the identifier {identifier}',
    'pt-BR': '{name} informou o identificador {identifier}',
    es: '{name} informó el identificador {identifier}',
  },
  'field.filled': {
    en: '{name} filled {field}',
    'pt-BR': '{name} preencheu {field}',
    es: '{name} rellenó {field}',
  },
  'field.filled_type': {
    en: '{name} filled a {field_type} field',
    'pt-BR': '{name} preencheu um campo de {field_type}',
    es: '{name} rellenó un campo de {field_type}',
  },
  'recipient.signing_requested': {
    en: '{name} asked to {action}',
    'pt-BR': '{name} pediu para {action}',
    es: '{name} pidió {action}',
  },
  'recipient.signing_requested_cloud': {
    en: '{name} asked to {action} with a cloud certificate',
    'pt-BR': '{name} pediu para {action} com certificado em nuvem',
    es: '{name} pidió {action} con un certificado en la nube',
  },
  'recipient.signing_requested_certificate': {
    en: '{name} asked to sign with a digital certificate',
    'pt-BR': '{name} pediu para assinar com certificado digital',
    es: '{name} pidió firmar con un certificado digital',
  },
  'recipient.signature_prepared': {
    en: '{name} prepared a signature with a digital certificate',
    'pt-BR': '{name} preparou uma assinatura com certificado digital',
    es: '{name} preparó una firma con un certificado digital',
  },
  'recipient.signature_abandoned': {
    en: '{name}’s prepared signature was discarded: {failure}',
    'pt-BR': 'A assinatura preparada de {name} foi descartada: {failure}',
    es: 'La firma preparada de {name} fue descartada: {failure}',
  },
  'recipient.signature_reset': {
    en: '{name}’s prepared signature was discarded',
    'pt-BR': 'A assinatura preparada de {name} foi descartada',
    es: 'La firma preparada de {name} fue descartada',
  },
  'recipient.signature_expired': {
    en: '{name}’s prepared signature expired unsubmitted',
    'pt-BR': 'A assinatura preparada de {name} expirou sem ser enviada',
    es: 'La firma preparada de {name} caducó sin enviarse',
  },
  'recipient.signed': { en: '{name} signed', 'pt-BR': '{name} assinou', es: '{name} firmó' },
  'recipient.approved': { en: '{name} approved', 'pt-BR': '{name} aprovou', es: '{name} aprobó' },
  'recipient.viewed': { en: '{name} viewed', 'pt-BR': '{name} visualizou', es: '{name} visualizó' },
  'recipient.signed_qualified': {
    en: '{name} signed with a qualified certificate ({certificate})',
    'pt-BR': '{name} assinou com certificado qualificado ({certificate})',
    es: '{name} firmó con un certificado cualificado ({certificate})',
  },
  'recipient.approved_qualified': {
    en: '{name} approved with a qualified certificate ({certificate})',
    'pt-BR': '{name} aprovou com certificado qualificado ({certificate})',
    es: '{name} aprobó con un certificado cualificado ({certificate})',
  },
  'recipient.rejected': { en: '{name} rejected', 'pt-BR': '{name} recusou', es: '{name} rechazó' },
  'recipient.signing_failed': {
    en: 'Signature could not be processed',
    'pt-BR': 'Não foi possível processar a assinatura',
    es: 'No se pudo procesar la firma',
  },
  'recipient.signing_failed_certificate': {
    en: 'Signature of {name} failed. Could not complete the signature. {failure}',
    'pt-BR': 'A assinatura de {name} falhou. Não foi possível concluir a assinatura. {failure}',
    es: 'La firma de {name} falló. No se pudo completar la firma. {failure}',
  },
  'email.failed': {
    en: 'E-mail to {name} could not be delivered',
    'pt-BR': 'Não foi possível entregar o e-mail para {name}',
    es: 'No se pudo entregar el correo a {name}',
  },
  'whatsapp.failed': {
    en: 'WhatsApp message to {name} could not be delivered',
    'pt-BR': 'Não foi possível entregar a mensagem de WhatsApp para {name}',
    es: 'No se pudo entregar el mensaje de WhatsApp a {name}',
  },
  'integration.pushed': {
    en: 'Signed documents archived in {tool} (file cabinet {target})',
    'pt-BR': 'Documentos assinados arquivados no {tool} (armário {target})',
    es: 'Documentos firmados archivados en {tool} (archivador {target})',
  },
  'integration.push_failed': {
    en: 'The signed documents could not be archived in {tool}',
    'pt-BR': 'Não foi possível arquivar os documentos assinados no {tool}',
    es: 'No se pudieron archivar los documentos firmados en {tool}',
  },
} as const satisfies Record<string, LocalizedText>;

export type HistoryMessageCode = keyof typeof HISTORY_MESSAGES;

/** Words a history sentence takes from its params, rendered in the sentence's language. */
export const HISTORY_WORDS = {
  role: {
    signer: { en: 'signer', 'pt-BR': 'assinante', es: 'firmante' },
    approver: { en: 'approver', 'pt-BR': 'aprovador', es: 'aprobador' },
    'carbon-copy': { en: 'viewer', 'pt-BR': 'visualizador', es: 'visualizador' },
    'in-person-signer': {
      en: 'in-person signer',
      'pt-BR': 'assinante presencial',
      es: 'firmante presencial',
    },
  },
  action: {
    sign: { en: 'sign', 'pt-BR': 'assinar', es: 'firmar' },
    approve: { en: 'approve', 'pt-BR': 'aprovar', es: 'aprobar' },
    follow: { en: 'view', 'pt-BR': 'visualizar', es: 'visualizar' },
  },
  field_type: {
    signature: { en: 'signature', 'pt-BR': 'assinatura', es: 'firma' },
    initial: { en: 'initials', 'pt-BR': 'rubrica', es: 'iniciales' },
    checkbox: { en: 'checkbox', 'pt-BR': 'caixa de seleção', es: 'casilla' },
    dropdown: { en: 'list', 'pt-BR': 'lista', es: 'lista' },
    text: { en: 'text', 'pt-BR': 'texto', es: 'texto' },
    date: { en: 'date', 'pt-BR': 'data', es: 'fecha' },
    comments: { en: 'comments', 'pt-BR': 'comentários', es: 'comentarios' },
    qrcode: { en: 'QR code', 'pt-BR': 'QR code', es: 'código QR' },
  },
} as const satisfies Record<string, Record<string, LocalizedText>>;

/** How an actor that is not a named person reads. */
export const ACTOR_WORDS = {
  system: { en: 'Rubrica (automatic)', 'pt-BR': 'Rubrica (automático)', es: 'Rubrica (automático)' },
  apiClient: { en: '{name} (via API)', 'pt-BR': '{name} (via API)', es: '{name} (vía API)' },
  organizationUser: {
    en: 'a user of the organization',
    'pt-BR': 'um usuário da organização',
    es: 'un usuario de la organización',
  },
} as const satisfies Record<string, LocalizedText>;
