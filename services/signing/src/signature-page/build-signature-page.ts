import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { AFRelationship, PDFDocument, type PDFImage } from 'pdf-lib';
import type { SignaturePage } from '@rubrica/proto';
import { ASSETS_DIR } from '../assets-dir.js';
import { formatDateTime } from './format-date-time.util.js';
import { PageLayout } from './page-layout.js';
import { PAGE_MESSAGES, pageLocaleOf, type PageMessages } from './signature-page.messages.js';
import { GLYPHS_ONLY, TextWidths } from './text-widths.js';
import { verifierLink } from './verifier-link.util.js';

/** The embedded file's name; the envelopes service's verifier looks for it by this name. */
export const HISTORY_ATTACHMENT_NAME = 'history.json';

/** Reads a PHOTO identifier's JPEG (or PNG) by blob key; undefined when it cannot be had. */
export type ImageLoader = (blobKey: string) => Promise<Uint8Array | undefined>;

/** The proto spells actions `signed`, `approved`, `viewed`, `rejected`; the verbs are read too. */
const ACTION_ALIASES: Record<string, string> = {
  sign: 'signed',
  approve: 'approved',
  follow: 'viewed',
  view: 'viewed',
  reject: 'rejected',
};

interface PageFonts {
  regular: Buffer;
  bold: Buffer;
  widths: { regular: TextWidths; bold: TextWidths };
}

let pageFonts: Promise<PageFonts> | undefined;

/**
 * Roboto (OFL, assets/fonts): covers every Latin name, unlike the Standard 14 fonts' WinAnsi. The
 * files are read once per process, and parsed once more to measure text: each page still embeds
 * a parse of its own, since fontkit keeps every glyph with the characters it was first met for and
 * pdf-lib writes those as the page's text.
 */
function loadFonts(): Promise<PageFonts> {
  pageFonts ??= Promise.all([
    readFile(join(ASSETS_DIR, 'fonts', 'roboto-regular.ttf')),
    readFile(join(ASSETS_DIR, 'fonts', 'roboto-bold.ttf')),
  ]).then(([regular, bold]) => ({
    regular,
    bold,
    widths: { regular: new TextWidths(fontkit.create(regular)), bold: new TextWidths(fontkit.create(bold)) },
  }));
  return pageFonts;
}

/**
 * The envelope's signature page (the spec's background sheet; ARCHITECTURE.md, "Documents,
 * signatures and proof") as an unsigned PDF, in the sender's language: the envelope, its
 * documents' hashes, every recipient with identifiers and actions (time, IP, location), the
 * event log and the validation code with a QR code to the public verifier. Sealed by the caller.
 */
export async function buildSignaturePage(
  content: SignaturePage,
  loadImage: ImageLoader,
): Promise<Uint8Array> {
  const locale = pageLocaleOf(content.locale);
  const t = PAGE_MESSAGES[locale];
  const when = (value: string) => formatDateTime(value, locale);

  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const pageFonts = await loadFonts();
  const fonts = {
    regular: await document.embedFont(pageFonts.regular, { subset: true, features: GLYPHS_ONLY }),
    bold: await document.embedFont(pageFonts.bold, { subset: true, features: GLYPHS_ONLY }),
    widths: pageFonts.widths,
  };
  document.setTitle(`${t.heading} — ${content.title}`);
  document.setLanguage(locale);
  document.setProducer('Rubrica');
  document.setCreator('Rubrica');

  const layout = new PageLayout(document, fonts);
  layout.heading(t.heading);
  layout.text(content.title, { size: 12, bold: true });
  layout.gap(4);

  layout.section(t.envelope);
  layout.field(t.title, content.title);
  if (content.subject) layout.field(t.subject, content.subject);
  layout.field(t.sender, senderLine(content.senderName, content.senderEmail));
  if (content.createdAt) layout.field(t.createdAt, when(content.createdAt));
  if (content.sentAt) layout.field(t.sentAt, when(content.sentAt));
  if (content.completedAt) layout.field(t.completedAt, when(content.completedAt));

  layout.section(t.validation);
  const link = verifierLink(content.verifierUrl, content.validationCode);
  layout.field(t.validationCode, content.validationCode, { size: 11 });
  layout.text(`${t.validationHint} ${link}`, { muted: true });
  layout.qrCode(link, 84);
  if (content.governmentValidatorUrl) {
    layout.gap(6);
    layout.text(`${t.governmentValidatorHint} ${content.governmentValidatorUrl}`, { muted: true });
    if (content.validarUrl) {
      layout.text(t.validarQrHint(content.validationCode), { muted: true });
      layout.qrCode(content.validarUrl, 84);
    }
  }

  layout.section(t.documents);
  for (const item of content.documents) {
    layout.text(item.name, { bold: true });
    if (item.pageCount) layout.field(t.pages, String(item.pageCount), { indent: 10 });
    layout.field('SHA-256', item.sha256, { indent: 10, size: 8 });
    layout.field('SHA-1', item.sha1, { indent: 10, size: 8 });
    layout.gap(4);
  }

  layout.section(t.recipients);
  for (const recipient of content.recipients) {
    await writeRecipient(layout, document, recipient, t, when, loadImage);
  }

  layout.section(t.history);
  if (content.events.length === 0) layout.text(t.none, { muted: true });
  for (const event of content.events) {
    const who = [
      event.actor && `${t.by} ${event.actor}`,
      event.ipAddress && `(${t.ipAddress} ${event.ipAddress})`,
    ]
      .filter(Boolean)
      .join(' ');
    layout.text(`${when(event.occurredAt)} — ${event.message}${who ? ` ${who}` : ''}`);
  }

  if (content.historyJson) {
    layout.gap(4);
    layout.text(t.historyAttached, { muted: true });
    await attachHistory(document, content);
  }

  layout.finish((current, total) => `${content.validationCode} · ${t.page(current, total)}`);
  return document.save({ useObjectStreams: false });
}

async function writeRecipient(
  layout: PageLayout,
  document: PDFDocument,
  recipient: SignaturePage['recipients'][number],
  t: PageMessages,
  when: (value: string) => string,
  loadImage: ImageLoader,
): Promise<void> {
  layout.ensure(60);
  layout.text(recipient.name, { bold: true, size: 10 });
  if (recipient.email) layout.text(recipient.email, { muted: true, indent: 10 });
  layout.field(t.type, t.recipientTypes[recipient.type] ?? recipient.type, { indent: 10 });
  if (recipient.signatureType) {
    layout.field(t.signatureType, t.signatureTypes[recipient.signatureType] ?? recipient.signatureType, {
      indent: 10,
    });
  }
  if (recipient.certificate) layout.field(t.certificate, recipient.certificate, { indent: 10 });
  if (recipient.state) {
    const state = recipient.state === 'done' && recipient.type === 'approver' ? 'approved' : recipient.state;
    layout.field(t.state, t.stateNames[state] ?? recipient.state, { indent: 10 });
  }
  if (recipient.identifiers.length > 0) {
    layout.text(t.identifiers, { bold: true, indent: 10 });
    for (const identifier of recipient.identifiers) {
      if (identifier.code === 'PHOTO') {
        layout.text(identifier.title || identifier.code, { indent: 20, muted: true });
        const image = await embedImage(document, await loadImage(identifier.value));
        if (image) layout.image(image, 120, 90, 20);
        continue;
      }
      layout.field(identifier.title || identifier.code, identifier.value, { indent: 20 });
    }
  }
  if (recipient.actions.length > 0) {
    layout.text(t.actions, { bold: true, indent: 10 });
    for (const action of recipient.actions) {
      layout.text(
        `${t.actionNames[ACTION_ALIASES[action.action] ?? action.action] ?? action.action} — ${when(action.occurredAt)}`,
        {
          indent: 20,
        },
      );
      if (action.ipAddress) layout.field(t.ipAddress, action.ipAddress, { indent: 30 });
      if (action.latitude !== undefined && action.longitude !== undefined) {
        layout.field(t.location, `${action.latitude.toFixed(6)}, ${action.longitude.toFixed(6)}`, {
          indent: 30,
        });
      }
      if (action.userAgent) layout.field(t.userAgent, action.userAgent, { indent: 30, size: 8 });
    }
  }
  layout.gap(8);
}

/**
 * The hash-chained history as an embedded file of the page (PDF 2.0 associated file, its data),
 * written before the page is sealed so the seal covers it. Dated by the completion, so asking
 * for the same page twice gives the same file.
 */
async function attachHistory(document: PDFDocument, content: SignaturePage): Promise<void> {
  const when = new Date(content.completedAt || content.createdAt || 0);
  await document.attach(new TextEncoder().encode(content.historyJson), HISTORY_ATTACHMENT_NAME, {
    mimeType: 'application/json',
    description: 'Envelope history (hash chain)',
    creationDate: when,
    modificationDate: when,
    afRelationship: AFRelationship.Data,
  });
}

function senderLine(name: string, email: string): string {
  if (name && email) return `${name} <${email}>`;
  return name || email;
}

/** JPEG or PNG by their signatures; anything else is left out rather than failing the page. */
async function embedImage(
  document: PDFDocument,
  bytes: Uint8Array | undefined,
): Promise<PDFImage | undefined> {
  if (!bytes || bytes.length < 4) return undefined;
  // A copy of its own: pdf-lib reads the whole underlying ArrayBuffer, and a small Buffer is a
  // slice of Node's shared pool.
  const own = new Uint8Array(bytes);
  if (own[0] === 0xff && own[1] === 0xd8) return document.embedJpg(own);
  if (own[0] === 0x89 && own[1] === 0x50 && own[2] === 0x4e && own[3] === 0x47) return document.embedPng(own);
  return undefined;
}
