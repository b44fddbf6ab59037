import { call, useFlowApp } from './flow-support/flow-test-kit.js';
import { recipientToken, sendSeeded } from './flow-support/sent-envelopes.js';

const kit = useFlowApp('text_tags_stamping');

const box = { x_axis: 0.2, y_axis: 0.3, width: 0.25, height: 0.02 };

async function drawingsRequestedFor(envelopeId: string) {
  const [event] = await kit.dataSource.query(
    `SELECT payload FROM outbox_events WHERE subject = 'rubrica.envelopes.recipient.signing_requested' AND payload->>'envelopeId' = $1 ORDER BY created_at`,
    [envelopeId],
  );
  return event.payload.drawings as Array<Record<string, unknown>>;
}

describe('text tags when the envelope is stamped', () => {
  it('go under a white box a little larger than the tag in the first revision, drawn before the fields placed on them', async () => {
    const envelope = await sendSeeded(kit, {
      recipients: [{}, {}],
      fields: [
        { recipient: 0, type: 'text', value: 'Rua das Flores, 10' },
        { recipient: 1, type: 'text', value: 'Avenida Brasil, 20' },
      ],
    });
    const [documentId] = envelope.documentIds;
    const tag = {
      text: '{{text;r1}}',
      type: 'text',
      slot: { order: 1 },
      required: false,
      title: null,
      value: null,
    };
    await kit.dataSource.query('UPDATE documents SET text_tags = $2, page_sizes = $3 WHERE id = $1', [
      documentId,
      JSON.stringify([{ ...tag, page: 1, box, field_id: envelope.fieldIds[0], problem: null }]),
      JSON.stringify([{ width: 600, height: 800 }]),
    ]);

    const first = await call(
      kit.url,
      'POST',
      `/p/envelopes/recipients/${await recipientToken(kit, envelope, 0)}`,
      {
        json: {},
      },
    );
    expect(first.status).toBe(202);
    const drawings = await drawingsRequestedFor(envelope.id);
    expect(drawings[0]).toEqual(
      expect.objectContaining({
        documentId,
        kind: 'DRAWING_KIND_COVER',
        page: 1,
      }),
    );
    // The tag's box and a little more (16 points tall: 2.4 points around), so no glyph edge shows.
    const margin = 0.15 * box.height * 800;
    expect(drawings[0]!.x).toBeCloseTo(box.x_axis - margin / 600, 6);
    expect(drawings[0]!.y).toBeCloseTo(box.y_axis - margin / 800, 6);
    expect(drawings[0]!.width).toBeCloseTo(box.width + (2 * margin) / 600, 6);
    expect(drawings[0]!.height).toBeCloseTo(box.height + (2 * margin) / 800, 6);
    // The signer's own fields follow: their text, and the signature every signer gets.
    expect(
      drawings
        .slice(1)
        .map((drawing) => drawing.kind)
        .sort(),
    ).toEqual(['DRAWING_KIND_IMAGE', 'DRAWING_KIND_TEXT']);
  });
});
