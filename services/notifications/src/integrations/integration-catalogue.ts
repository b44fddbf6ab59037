import type { MessageLocale } from '@rubrica/errors';

/** The tools an organization can connect (organization-and-commercial §3 "Integration"). */
export const INTEGRATION_TYPES = ['docuware'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

type Localized = Readonly<Record<MessageLocale, string>>;

export interface IntegrationConfigField {
  name: string;
  /** How the modal renders it: `password` is never read back. */
  type: 'url' | 'text' | 'password';
  required: boolean;
  label: Localized;
  /** What the field means, for the modal's hint. */
  hint: Localized;
}

interface CatalogueEntry {
  type: IntegrationType;
  name: string;
  description: Localized;
  icon: string;
  fields: readonly IntegrationConfigField[];
}

// DocuWare's mark, drawn for the catalogue (a blue square with a white "D"), as a data URL so the
// screen needs no asset from us.
const DOCUWARE_ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#005CA9"/><path d="M18 14h14c11 0 18 7 18 18s-7 18-18 18H18zm9 8v20h5c6 0 9-4 9-10s-3-10-9-10z" fill="#fff"/></svg>',
).toString('base64')}`;

/**
 * DocuWare's fields: §3 lists server_url (url), file_cabinet (text), user (text) and password
 * (password), all required; the notes call them server API URL, repository id, user and
 * password. Both readings are kept: the server address may be the site or its `/DocuWare/Platform`
 * API address, and the file cabinet may be given by id or by name.
 */
const CATALOGUE: readonly CatalogueEntry[] = [
  {
    type: 'docuware',
    name: 'DocuWare',
    description: {
      'pt-BR':
        'Arquive automaticamente os documentos assinados e a folha de assinaturas de cada envelope concluído em um armário do DocuWare.',
      en: 'Automatically archive the signed documents and the signature page of every completed envelope in a DocuWare file cabinet.',
      es: 'Archive automáticamente los documentos firmados y la hoja de firmas de cada sobre completado en un archivador de DocuWare.',
    },
    icon: DOCUWARE_ICON,
    fields: [
      {
        name: 'server_url',
        type: 'url',
        required: true,
        label: { 'pt-BR': 'URL do servidor', en: 'Server URL', es: 'URL del servidor' },
        hint: {
          'pt-BR':
            'Endereço do DocuWare (por exemplo https://empresa.docuware.cloud) ou da sua API /DocuWare/Platform.',
          en: 'The DocuWare address (for example https://company.docuware.cloud) or its /DocuWare/Platform API address.',
          es: 'La dirección de DocuWare (por ejemplo https://empresa.docuware.cloud) o la de su API /DocuWare/Platform.',
        },
      },
      {
        name: 'file_cabinet',
        type: 'text',
        required: true,
        label: { 'pt-BR': 'Armário', en: 'File cabinet', es: 'Archivador' },
        hint: {
          'pt-BR': 'Nome ou id do armário onde os documentos serão guardados.',
          en: 'The name or id of the file cabinet the documents are stored in.',
          es: 'El nombre o id del archivador donde se guardan los documentos.',
        },
      },
      {
        name: 'user',
        type: 'text',
        required: true,
        label: { 'pt-BR': 'Usuário', en: 'User', es: 'Usuario' },
        hint: {
          'pt-BR': 'Usuário do DocuWare com permissão de armazenar no armário.',
          en: 'A DocuWare user allowed to store in the file cabinet.',
          es: 'Un usuario de DocuWare con permiso para guardar en el archivador.',
        },
      },
      {
        name: 'password',
        type: 'password',
        required: true,
        label: { 'pt-BR': 'Senha', en: 'Password', es: 'Contraseña' },
        hint: {
          'pt-BR': 'Guardada criptografada; nunca é exibida novamente.',
          en: 'Stored encrypted; never shown again.',
          es: 'Se guarda cifrada; nunca se vuelve a mostrar.',
        },
      },
    ],
  },
];

export function catalogueEntry(type: IntegrationType): CatalogueEntry {
  return CATALOGUE.find((entry) => entry.type === type)!;
}

/**
 * `GET organizations/integrations/all`: every tool, worded in the caller's language, with both
 * spellings §3 records for its identity (`value`/`id`, `label`/`name`, `icon`/`logo`) and whether
 * the organization has it configured. `defaults` pre-fills fields (the sandbox's address outside
 * production).
 */
export function presentCatalogue(
  locale: MessageLocale,
  configured: ReadonlySet<string>,
  defaults: Partial<Record<IntegrationType, Record<string, string>>>,
) {
  return CATALOGUE.map((entry) => ({
    id: entry.type,
    value: entry.type,
    type: entry.type,
    name: entry.name,
    label: entry.name,
    description: entry.description[locale],
    icon: entry.icon,
    logo: entry.icon,
    is_active: configured.has(entry.type),
    config_fields: entry.fields.map((field) => ({
      name: field.name,
      type: field.type,
      required: field.required,
      label: field.label[locale],
      hint: field.hint[locale],
      ...(defaults[entry.type]?.[field.name] ? { default: defaults[entry.type]![field.name] } : {}),
    })),
  }));
}
