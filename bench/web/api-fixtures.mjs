// The API answers the web bench gives the built app (page.route), shaped as the services answer
// them (web/src/testing/*-fixtures.ts): a recipient's signing link with a one-page contract, and
// a signed-in member landing on the dashboard.
import { PDFDocument, StandardFonts } from 'pdf-lib';

export const TOKEN = 'bench-token';
const DOCUMENT_ID = 'b3a1c2d4-0000-4000-8000-000000000001';
const ORGANIZATION_ID = '0d9e7a52-6a0e-4f5e-9a47-1f1b8a0c0001';
const PERMISSIONS = {
  send_envelopes: true,
  attach_organizations: true,
  edit_organization: true,
  manage_teams: true,
  manage_users: true,
  manage_billing: true,
};
const CREATED = '2026-03-01T12:00:00.000Z';

/** A one-page A4 contract with a few paragraphs of text, as a sender would upload. */
export const contractPdf = async () => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText('Contrato de locação', { x: 60, y: 770, size: 20, font });
  for (let line = 0; line < 30; line += 1)
    page.drawText(`Cláusula ${line + 1}: as partes acordam o que segue, na forma da lei.`, {
      x: 60,
      y: 730 - line * 20,
      size: 11,
      font,
    });
  return Buffer.from(await pdf.save());
};

const recipientEntry = {
  id: 'recipient-0001',
  type: 'signer',
  signature_type: 'simple',
  routing_order: null,
  state: 'waiting',
  notified_at: '2026-03-02T10:00:00.000Z',
  addressees: [{ name: 'João Souza', value: 'joao@example.com', via: 'email', identifiers: [] }],
};

const linkStatus = {
  status: 'open',
  envelope: {
    title: 'Contrato de locação',
    state: 'in-transit',
    ended_at: null,
    expire_at: null,
    locale: 'pt-BR',
  },
  recipient: { name: 'João Souza', type: 'signer', state: 'waiting', acted_at: null },
  download_token: null,
};

const recipientView = {
  id: 'envelope-0001',
  hashid: 'hash-envelope',
  title: 'Contrato de locação',
  name: 'Contrato de locação',
  subject: 'Assinatura do contrato',
  message: 'Por favor, assine até sexta.',
  state: 'in-transit',
  is_sandbox: false,
  created_at: CREATED,
  expire_at: null,
  effective_date_reminder_at: null,
  effective_until: null,
  action_reminder_frequency: null,
  metadata: {},
  sender: { name: 'Carlos Lima', email: 'carlos@example.com' },
  recipients_stats: { done: 0, total: 1 },
  recipients: [recipientEntry],
  documents: [
    {
      id: DOCUMENT_ID,
      name: 'contrato.pdf',
      pages: 1,
      links: { display: `/api/p/envelopes/documents/${DOCUMENT_ID}/display` },
      fields: [
        {
          id: 'field-0001',
          recipient: 'recipient-0001',
          type: 'signature',
          title: null,
          name: null,
          value: null,
          options: null,
          is_required: true,
          disabled: false,
          widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.7, width: 0.3, height: 0.08 }],
        },
      ],
      contents: [],
    },
  ],
  recipient: {
    ...recipientEntry,
    action: 'sign',
    is_current: true,
    can_act: true,
    is_sender: false,
    signature_images: { signature: false, initials: false },
  },
};

const organization = {
  id: ORGANIZATION_ID,
  name: 'Maria Silva',
  logo: null,
  is_owner: true,
  is_personal: true,
  permissions: PERMISSIONS,
  role: { id: 'role-1', name: 'Usuário', is_default: true },
  style: Object.fromEntries(
    ['avatar', 'navbar', 'button'].flatMap((part) => [
      [`${part}_background_color`, '#000000'],
      [`${part}_text_color`, '#ffffff'],
    ]),
  ),
  joined_at: CREATED,
  created_at: CREATED,
};

const user = {
  id: 'a7c1d9e0-0000-4000-8000-000000000001',
  name: 'Maria Silva',
  email: 'maria@example.com',
  phone: null,
  cpf: null,
  avatar: null,
  lang: 'pt-BR',
  email_verified: true,
  registration_completed: true,
  is_usa_version: false,
  created_at: CREATED,
  personal_organization_id: ORGANIZATION_ID,
  organization: { id: ORGANIZATION_ID, name: organization.name, is_personal: true },
  joined_at: null,
  is_owner: true,
  roles: [],
  teams: [],
  permissions: PERMISSIONS,
};

const emptyPage = { data: [], links: { next: null, prev: null }, meta: { current_page: 1 } };

/** "GET /api/…" → JSON body; anything else answers 404 as the gateway does. */
export const API_ANSWERS = {
  [`GET /api/p/envelopes/recipients/${TOKEN}/status`]: linkStatus,
  [`GET /api/p/envelopes/recipients/${TOKEN}`]: recipientView,
  'GET /api/me': user,
  'GET /api/organizations': { ...emptyPage, data: [organization] },
  'GET /api/envelopes/stats': { 'in-transit': 4, rejected: 1, completed: 12, cancelled: 0 },
  'GET /api/envelopes/inbox': emptyPage,
};

export const DOCUMENT_PATH = `/api/p/envelopes/documents/${DOCUMENT_ID}/display`;
