import { degrees, PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import type { BlobStore } from '@rubrica/blob';
import { ENVELOPES_BLOB_STORE } from '../src/common/envelopes-tokens.js';
import { call, fileForm, useDraftingApp } from './drafting-support.js';

const { app, sender } = useDraftingApp('text_tags_api');
let envelopeId: string;

beforeEach(async () => {
  envelopeId = (await call(app.url, 'POST', '/envelopes', { headers: sender.headers, json: { title: 'T' } }))
    .body.id;
});

const SIZE = 12;

interface FieldBody {
  type: string;
  recipient_id: string;
  is_required: boolean;
  title: string | null;
  value: string | null;
  widgets: Array<Record<string, number>>;
}
interface TagBody {
  text: string;
  type: string;
  field_id: string | null;
  problem: string | null;
  problem_code: { code: string; params?: Record<string, string | number> } | null;
}

/** Where a tag was drawn, in points of the displayed page from its top-left, as the test expects it. */
interface Drawn {
  tag: string;
  page: number;
  left: number;
  /** Baseline, from the top of the displayed page. */
  baseline: number;
  width: number;
  pageWidth: number;
  pageHeight: number;
}

/**
 * A contract whose first page carries `first` (a tag written in three runs of two fonts, as word
 * processors do) and whose second page is turned a quarter by /Rotate with `second` reading upright.
 */
async function taggedPdf(first: string[], second: string[]): Promise<{ pdf: Buffer; drawn: Drawn[] }> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const drawn: Drawn[] = [];
  const page1 = doc.addPage([595, 842]);
  first.forEach((tag, index) => {
    const baseline = 150 + index * 60;
    const left = drawInRuns(page1, tag, 72, 842 - baseline, regular, bold);
    drawn.push({ tag, page: 1, left: 72, baseline, width: left - 72, pageWidth: 595, pageHeight: 842 });
  });
  // 595 × 842 turned clockwise shows as 842 wide and 595 high; text at a quarter turn
  // counter-clockwise reads upright, its baseline at x points from the displayed top.
  const page2 = doc.addPage([595, 842]);
  page2.setRotation(degrees(90));
  second.forEach((tag, index) => {
    const baseline = 200 + index * 60;
    page2.drawText(tag, { x: baseline, y: 100, size: SIZE, font: regular, rotate: degrees(90) });
    const width = regular.widthOfTextAtSize(tag, SIZE);
    drawn.push({ tag, page: 2, left: 100, baseline, width, pageWidth: 842, pageHeight: 595 });
  });
  return { pdf: Buffer.from(await doc.save()), drawn };
}

/** `tag` in three runs, the middle one bold; where the last run ends. */
function drawInRuns(
  page: ReturnType<PDFDocument['addPage']>,
  tag: string,
  x: number,
  y: number,
  regular: PDFFont,
  bold: PDFFont,
): number {
  const third = Math.ceil(tag.length / 3);
  const runs = [tag.slice(0, third), tag.slice(third, 2 * third), tag.slice(2 * third)];
  runs.forEach((run, index) => {
    const font = index === 1 ? bold : regular;
    page.drawText(run, { x, y, size: SIZE, font });
    x += font.widthOfTextAtSize(run, SIZE);
  });
  return x;
}

const upload = (pdf: Buffer) =>
  call(app.url, 'POST', `/envelopes/${envelopeId}/documents`, {
    headers: sender.headers,
    form: fileForm(pdf, 'contrato.pdf'),
  });

const addRecipient = (email: string, extra: Record<string, unknown> = {}) =>
  call(app.url, 'POST', `/envelopes/${envelopeId}/recipients`, {
    headers: sender.headers,
    json: { type: 'signer', addressees: [{ via: 'email', value: email, name: email }], ...extra },
  });

async function fieldsOfEnvelope() {
  const envelope = await call(app.url, 'GET', `/envelopes/${envelopeId}?extended=1`, {
    headers: sender.headers,
  });
  return envelope.body.documents[0].fields as FieldBody[];
}

/**
 * The field stands where its tag was: from the tag's left, on its baseline, at least `minWidth`
 * points wide and, when given, `minHeight` points tall.
 */
function expectAtTag(widget: Record<string, number>, drawn: Drawn, minWidth = 60, minHeight = 0) {
  const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(1.5);
  expect(widget.page).toBe(drawn.page);
  near(widget.x_axis! * drawn.pageWidth, drawn.left);
  near(widget.width! * drawn.pageWidth, Math.max(drawn.width, minWidth));
  const top = widget.y_axis! * drawn.pageHeight;
  const bottom = (widget.y_axis! + widget.height!) * drawn.pageHeight;
  expect(top).toBeLessThan(drawn.baseline - SIZE / 2);
  expect(bottom).toBeGreaterThanOrEqual(drawn.baseline);
  expect(bottom).toBeLessThan(drawn.baseline + SIZE / 2);
  if (minHeight) near(widget.height! * drawn.pageHeight, minHeight);
}

describe('text tags', () => {
  it('become fields of the recipients their slots name once they are added, at the tags’ boxes', async () => {
    const { pdf, drawn } = await taggedPdf(
      ['{{signature;r1}}', '{{initials;r2}}', '{{checkbox;r2;title=I agree}}'],
      ['{{text;r1;required;title=Address}}', '{{date;r1;2030-01-31}}'],
    );
    const uploaded = await upload(pdf);
    expect(uploaded.status).toBe(201);
    // No recipient yet: the tags wait on the document.
    expect(uploaded.body.fields).toEqual([]);
    expect(uploaded.body.text_tags.map((tag: TagBody) => [tag.text, tag.field_id])).toEqual(
      drawn.map((item) => [item.tag, null]),
    );

    const first = await addRecipient('first@example.com');
    expect(first.status).toBe(201);
    let fields = await fieldsOfEnvelope();
    expect(fields.map((field) => field.type).sort()).toEqual(['date', 'signature', 'text']);
    const second = await addRecipient('second@example.com');
    fields = await fieldsOfEnvelope();
    expect(fields).toHaveLength(5);

    const byType = (type: string) => fields.find((field) => field.type === type)!;
    const owner = (field: FieldBody) => field.recipient_id;
    expect(owner(byType('signature'))).toBe(first.body.id);
    expect(owner(byType('text'))).toBe(first.body.id);
    expect(owner(byType('date'))).toBe(first.body.id);
    expect(owner(byType('initial'))).toBe(second.body.id);
    expect(owner(byType('checkbox'))).toBe(second.body.id);
    expect(byType('signature')).toMatchObject({ is_required: true });
    expect(byType('text')).toMatchObject({ is_required: true, title: 'Address' });
    expect(byType('checkbox')).toMatchObject({ is_required: false, title: 'I agree' });
    expect(byType('date')).toMatchObject({ value: '2030-01-31' });
    // Signature and initials take the wizard's size for them, standing on the tag.
    expectAtTag(byType('signature').widgets[0], drawn[0]!, 160, 56);
    expectAtTag(byType('initial').widgets[0], drawn[1]!, 60, 40);
    expectAtTag(byType('checkbox').widgets[0], drawn[2]!);
    expectAtTag(byType('text').widgets[0], drawn[3]!);
    expectAtTag(byType('date').widgets[0], drawn[4]!);

    const envelope = await call(app.url, 'GET', `/envelopes/${envelopeId}?extended=1`, {
      headers: sender.headers,
    });
    const tags = envelope.body.documents[0].text_tags;
    expect(tags.every((tag: TagBody) => tag.field_id && !tag.problem)).toBe(true);
  });

  it('name recipients by routing order, or by the label given when they were added, at upload', async () => {
    const witness = await addRecipient('witness@example.com', { routing_order: 2, tag_label: 'Witness' });
    const buyer = await addRecipient('buyer@example.com', { routing_order: 1 });
    expect(witness.body.tag_label).toBe('witness');
    const { pdf } = await taggedPdf(['{{signature;r1}}', '{{signature;witness}}'], []);
    const uploaded = await upload(pdf);
    expect(uploaded.status).toBe(201);
    const owners = uploaded.body.fields.map((field: FieldBody) => field.recipient_id);
    expect(owners.sort()).toEqual([buyer.body.id, witness.body.id].sort());
  });

  it('follow the rules of fields placed through the API: a field its recipient may not have waits, with the reason', async () => {
    await addRecipient('approver@example.com', { type: 'approver' });
    const { pdf } = await taggedPdf(['{{checkbox;r1}}', '{{date;r1}}'], []);
    const uploaded = await upload(pdf);
    // A date may go to an approver; a checkbox only to a signer (section 5).
    expect(uploaded.body.fields.map((field: FieldBody) => field.type)).toEqual(['date']);
    const checkbox = uploaded.body.text_tags.find((tag: TagBody) => tag.type === 'checkbox');
    expect(checkbox.field_id).toBeNull();
    expect(checkbox.problem).toEqual(expect.any(String));
  });

  it('name, in the upload answer and in the refused send, a tag for a recipient who may not have its field, until the recipient may', async () => {
    await addRecipient('signer@example.com');
    const approver = await addRecipient('approver@example.com', { type: 'approver' });
    const { pdf } = await taggedPdf(['{{signature;r1}}', '{{signature;r2}}'], []);
    const uploaded = await upload(pdf);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.fields.map((field: FieldBody) => field.type)).toEqual(['signature']);
    expect(uploaded.body.text_tags.map((tag: TagBody) => tag.problem)).toEqual([
      null,
      'Only signers may receive this field.',
    ]);
    expect(uploaded.body.text_tags.map((tag: TagBody) => tag.problem_code)).toEqual([
      null,
      { code: 'field.signers_only' },
    ]);

    const refused = await call(app.url, 'POST', `/envelopes/${envelopeId}/send`, {
      headers: { ...sender.headers, 'accept-language': 'pt-BR' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'documents.0.text_tags.1': [
        'A marcação {{signature;r2}} na página 1 de "contrato.pdf" não virou um campo: o destinatário que ela indica não pode receber esse campo. Altere a marcação ou o destinatário.',
      ],
    });
    expect(refused.body.field_codes['documents.0.text_tags.1']).toEqual([
      {
        code: 'send.text_tag_not_placed',
        params: { tag: '{{signature;r2}}', page: 1, name: 'contrato.pdf' },
      },
    ]);

    // Made a signer, the approver gets the field: nothing is left for the sending to refuse.
    const changed = await call(app.url, 'PATCH', `/envelopes/${envelopeId}/recipients/${approver.body.id}`, {
      headers: sender.headers,
      json: { type: 'signer' },
    });
    expect(changed.status).toBe(200);
    const tags = (
      await call(app.url, 'GET', `/envelopes/${envelopeId}?extended=1`, { headers: sender.headers })
    ).body.documents[0].text_tags as TagBody[];
    expect(tags.map((tag) => [Boolean(tag.field_id), tag.problem])).toEqual([
      [true, null],
      [true, null],
    ]);
  });

  it('are searched before the upload’s transaction opens: the envelope is not locked while the file is read', async () => {
    const signer = await addRecipient('ana@example.com');
    const { pdf } = await taggedPdf(['{{signature;r1}}'], []);
    const blobs = app.app.get<BlobStore>(ENVELOPES_BLOB_STORE);
    const read = blobs.get;
    // Each time the service reads a stored file: whether another connection may lock the envelope.
    const lockedWhileRead: boolean[] = [];
    blobs.get = async (...args: Parameters<BlobStore['get']>) => {
      const locked = await app.dataSource
        .query('SELECT id FROM envelopes WHERE id = $1 FOR UPDATE NOWAIT', [envelopeId])
        .then(
          () => false,
          () => true,
        );
      lockedWhileRead.push(locked);
      return read.apply(blobs, args);
    };
    try {
      const uploaded = await upload(pdf);
      expect(uploaded.status).toBe(201);
      expect(uploaded.body.fields.map((field: FieldBody) => field.recipient_id)).toEqual([signer.body.id]);
    } finally {
      blobs.get = read;
    }
    // Read once, for its pages and hash, and kept (a small file) for its tags: never under the
    // upload's lock.
    expect(lockedWhileRead).toEqual([false]);
  });

  it('give a tag narrower than the minimum field width a field of that width from the tag’s left edge', async () => {
    const signer = await addRecipient('small@example.com');
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    // About 30 points wide at 5 points: under the 60 a text field needs. At the right edge, the
    // field would leave the page, so it starts further left instead.
    const tag = '{{text;r1}}';
    const page = doc.addPage([595, 842]);
    page.drawText(tag, { x: 100, y: 700, size: 5, font });
    const narrowRight = 595 - font.widthOfTextAtSize(tag, 5) - 2;
    page.drawText(tag, { x: narrowRight, y: 600, size: 5, font });
    const uploaded = await upload(Buffer.from(await doc.save()));
    const widgets = (uploaded.body.fields as FieldBody[])
      .filter((field) => field.recipient_id === signer.body.id)
      .map((field) => field.widgets[0]!)
      .sort((a, b) => a.y_axis! - b.y_axis!);
    expect(widgets).toHaveLength(2);
    for (const widget of widgets) expect(widget.width! * 595).toBeCloseTo(60, 1);
    expect(Math.abs(widgets[0]!.x_axis! * 595 - 100)).toBeLessThan(1.5);
    expect((widgets[1]!.x_axis! + widgets[1]!.width!) * 595).toBeCloseTo(595, 1);
  });

  it('give signature and initials tags a field of the wizard’s size standing on the tag, kept on the page', async () => {
    const signer = await addRecipient('signer@example.com');
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595, 842]);
    // In the middle of the page; in its top-right corner, where a field standing on the tag would
    // leave the page above and to the right.
    page.drawText('{{signature;r1}}', { x: 100, y: 400, size: 12, font });
    page.drawText('{{initials;r1}}', { x: 560, y: 832, size: 8, font });
    const uploaded = await upload(Buffer.from(await doc.save()));
    const fields = (uploaded.body.fields as FieldBody[]).filter(
      (field) => field.recipient_id === signer.body.id,
    );
    const signature = fields.find((field) => field.type === 'signature')!.widgets[0]!;
    const initials = fields.find((field) => field.type === 'initial')!.widgets[0]!;
    const inPoints = (widget: Record<string, number>) => ({
      left: widget.x_axis! * 595,
      top: widget.y_axis! * 842,
      width: widget.width! * 595,
      height: widget.height! * 842,
    });
    const drawnSignature = inPoints(signature);
    expect(drawnSignature.width).toBeCloseTo(160, 1);
    expect(drawnSignature.height).toBeCloseTo(56, 1);
    expect(Math.abs(drawnSignature.left - 100)).toBeLessThan(1.5);
    // Its bottom on the tag's bottom: the baseline (842 - 400 from the top) and the descenders.
    const bottom = drawnSignature.top + drawnSignature.height;
    expect(bottom).toBeGreaterThanOrEqual(442);
    expect(bottom).toBeLessThan(442 + 6);
    expect(inPoints(initials)).toEqual({
      left: expect.closeTo(595 - 60, 1),
      top: expect.closeTo(0, 1),
      width: expect.closeTo(60, 1),
      height: expect.closeTo(40, 1),
    });
  });

  it('carry over to a copy, naming the copy’s fields, so the copy’s tags are covered and not placed twice', async () => {
    await addRecipient('ana@example.com');
    const { pdf } = await taggedPdf(['{{signature;r1}}'], []);
    await upload(pdf);
    const copy = await call(app.url, 'POST', `/envelopes/${envelopeId}/copy`, {
      headers: sender.headers,
      json: { into: 'template' },
    });
    expect(copy.status).toBe(201);
    const copied = await call(app.url, 'GET', `/envelopes/${copy.body.id}?extended=1`, {
      headers: sender.headers,
    });
    const [document] = copied.body.documents;
    expect(document.text_tags).toHaveLength(1);
    expect(document.text_tags[0].field_id).toBe(document.fields[0].id);
  });

  it('refuses a tag label that is not a name, or that reads as a position', async () => {
    for (const label of ['r2', '2nd', 'a b', 'x'.repeat(41)]) {
      const answer = await addRecipient('someone@example.com', { tag_label: label });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['tag_label']);
    }
  });
});
