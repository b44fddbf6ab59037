// One record of each kind an organization's routes take an id of, made by its owner through the
// gateway, and the concrete path of any declared route aimed at them: where specs that run every
// route (the permission matrix, the fuzzer) get their targets.
import { randomUUID } from 'node:crypto';
import { expectStatus, type Answer } from './api-client.js';
import type { BrowserClient } from './browser-client.js';
import { multiPagePdf } from './envelope-files.js';
import { deliveredTo, type PagesStack } from './identity-stack.js';
import { fileForm } from './png-image.js';
import type { DeclaredRoute } from './route-catalogue.js';

export interface RouteTargets {
  organization: string;
  /** The role and user the user, role and team routes aim at. */
  role: string;
  user: string;
  team: string;
  contact: string;
  app: string;
  /** A pending invitation's address and link token. */
  email: string;
  token: string;
  item: string;
  /** A draft with one document, recipient, field and content: every drafting route's target. */
  envelope: string;
  document: string;
  recipient: string;
  field: string;
  content: string;
  /** A recipient who is the owner herself, of an envelope she sent: her inbox item. */
  inboxRecipient: string;
  /** That envelope's document and the owner's signature field on it. */
  inboxDocument: string;
  inboxField: string;
  /** An action link of that recipient (the public token routes' target). */
  actionToken: string;
  /** A published folder's public link. */
  publishToken: string;
}

async function created(answer: Promise<Answer>, what: string): Promise<string> {
  const { status, body } = await answer;
  if (status !== 200 && status !== 201) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body.id as string;
}

const pdfForm = async (name: string) =>
  fileForm('file', await multiPagePdf(name, 1), 'application/pdf', `${name.toLowerCase()}.pdf`);

/** A signature field for `recipient` on the document at `onDocument`. */
const signatureField = (owner: BrowserClient, onDocument: string, recipient: string) =>
  created(
    owner.api('POST', `${onDocument}/fields`, {
      json: {
        recipient_id: recipient,
        type: 'signature',
        title: 'Assinatura',
        is_required: true,
        widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.1, width: 0.3, height: 0.08 }],
      },
    }),
    'field',
  );

/**
 * The owner's records in their organization (`owner.organization`): `who` gives the role and user
 * to aim at (put in the team too) and the owner's own e-mail (her inbox item); `domain` names the
 * addresses made up here.
 */
export async function makeRouteTargets(
  stack: PagesStack,
  owner: BrowserClient,
  who: { role: string; user: string; ownerEmail: string; domain: string },
): Promise<RouteTargets> {
  const team = await created(owner.api('POST', '/teams', { json: { name: 'Time' } }), 'team');
  expectStatus(await owner.api('PUT', `/teams/${team}/users`, { json: { users: [who.user] } }), 200);
  const contact = await created(
    owner.api('POST', '/contacts', { json: { name: 'Cliente', email: `cliente@${who.domain}` } }),
    'contact',
  );
  const app = await created(
    owner.api('POST', '/oauth/clients', {
      json: { name: 'App', redirect: `https://${who.domain}/cb`, confidential: true },
    }),
    'app',
  );
  const email = `pendente@${who.domain}`;
  const invited = await owner.api('POST', '/invitations', { json: { emails: [email], role: who.role } });
  if (!invited.body?.invited?.includes(email)) throw new Error(`inviting: ${JSON.stringify(invited.body)}`);
  const invitation = await deliveredTo(stack, email, 'organization_invitation_accept');
  const token = new URL(
    invitation.links.find((link) => link.includes('organization_invitation_accept'))!,
  ).searchParams.get('token')!;
  const item = await created(owner.api('POST', '/items/upload', { form: await pdfForm('Arquivo') }), 'item');

  const envelope = await created(owner.api('POST', '/envelopes', { json: { title: 'Rascunho' } }), 'draft');
  const document = await created(
    owner.api('POST', `/envelopes/${envelope}/documents`, { form: await pdfForm('Documento') }),
    'document',
  );
  const recipient = await created(
    owner.api('POST', `/envelopes/${envelope}/recipients`, {
      json: { type: 'signer', addressees: [{ value: `assina@${who.domain}`, name: 'Assinante' }] },
    }),
    'recipient',
  );
  const onDocument = `/envelopes/${envelope}/documents/${document}`;
  const field = await signatureField(owner, onDocument, recipient);
  const content = await created(
    owner.api('POST', `${onDocument}/contents`, {
      json: { type: 'text', value: 'Nota', page: 1, x_axis: 0.5, y_axis: 0.5, width: 0.2, height: 0.05 },
    }),
    'content',
  );

  const inbox = await created(owner.api('POST', '/envelopes', { json: { title: 'Para mim' } }), 'inbox');
  const inboxDocument = await created(
    owner.api('POST', `/envelopes/${inbox}/documents`, { form: await pdfForm('Meu') }),
    'inbox document',
  );
  const inboxRecipient = await created(
    owner.api('POST', `/envelopes/${inbox}/recipients`, {
      json: { type: 'signer', addressees: [{ value: who.ownerEmail, name: 'Eu' }] },
    }),
    'inbox recipient',
  );
  const inboxField = await signatureField(
    owner,
    `/envelopes/${inbox}/documents/${inboxDocument}`,
    inboxRecipient,
  );
  expectStatus(await owner.api('POST', `/envelopes/${inbox}/send`, { json: {} }), 200);
  const link = await owner.api('POST', `/envelopes/inbox/${inboxRecipient}/token`);
  expectStatus(link, 201);
  const folder = await created(owner.api('POST', '/items', { json: { name: 'Pública' } }), 'folder');
  const published = await owner.api('POST', `/items/${folder}/publish`);
  expectStatus(published, 200);

  return {
    organization: owner.organization!,
    role: who.role,
    user: who.user,
    team,
    contact,
    app,
    email,
    token,
    item,
    envelope,
    document,
    recipient,
    field,
    content,
    inboxRecipient,
    inboxDocument,
    inboxField,
    actionToken: link.body.action_token,
    publishToken: published.body.publish_token,
  };
}

/** The value a route's parameter takes: one of the targets (by route area and name). */
export function routeParameter(targets: RouteTargets, template: string, name: string): string {
  if (template.startsWith('/organizations/integrations/webhooks')) return randomUUID();
  if (template.startsWith('/envelopes/inbox/')) return targets.inboxRecipient;
  if (template.startsWith('/p/')) return publicParameter(targets, template, name);
  const area = template.split('/')[1]!;
  const byArea: Record<string, Record<string, string>> = {
    envelopes: {
      id: targets.envelope,
      envelopeId: targets.envelope,
      document: targets.document,
      documentId: targets.document,
      fieldId: targets.field,
      contentId: targets.content,
      recipientId: targets.recipient,
    },
    organizations: { id: targets.organization, token: targets.token },
    users: { id: targets.user },
    roles: { id: targets.role, userId: targets.user },
    teams: { id: targets.team, userId: targets.user },
    contacts: { id: targets.contact },
    oauth: { id: targets.app },
    invitations: { email: encodeURIComponent(targets.email) },
    items: { id: targets.item },
    'signature-profiles': { kind: 'signature' },
    plans: { id: 'advanced', organizationId: targets.organization },
    subscriptions: { id: targets.organization },
    // An invoice id: organization A has none of its own here, so every caller meets a 404 at most.
    subscription: { id: randomUUID() },
  };
  const value = byArea[area]?.[name];
  if (!value) throw new Error(`no value for :${name} of ${template}`);
  return value;
}

/** A public route's parameter: the owner's own action link, the published folder's token, or a checkout id. */
function publicParameter(targets: RouteTargets, template: string, name: string): string {
  // A sandbox checkout session of the payment provider: none is open here, so a made-up id.
  if (template.startsWith('/p/billing/')) return randomUUID();
  const values: Record<string, string> = {
    token: template.startsWith('/p/items/') ? targets.publishToken : targets.actionToken,
    field: targets.inboxField,
    document: targets.inboxDocument,
    code: 'CPF',
    kind: 'signature',
    // ITI VALIDAR's hook names an envelope by id (organization A's: no ICP-Brasil signature, a 404).
    envelopeId: targets.envelope,
    documentId: targets.document,
  };
  const value = values[name];
  if (!value) throw new Error(`no value for :${name} of ${template}`);
  return value;
}

export const methodOf = (route: DeclaredRoute) => route.key.split(' ')[0]!;
export const templateOf = (route: DeclaredRoute) => route.key.split(' ')[1]!;

/** The route's path with every parameter aimed at the targets (or at `value` when it names one). */
export function concretePath(
  targets: RouteTargets,
  route: DeclaredRoute,
  value: (name: string) => string | undefined = () => undefined,
): string {
  const template = templateOf(route);
  return template.replace(
    /:([A-Za-z]+)/g,
    (_, name: string) => value(name) ?? routeParameter(targets, template, name),
  );
}
