import type { BlobStore } from '@rubrica/blob';
import { AppError } from '@rubrica/errors';
import { create, DrawingKind, DrawingSchema } from '@rubrica/proto';
import { toEngineDrawing } from './to-engine-drawing.util.js';

const noBlobs = {} as BlobStore;
const box = { documentId: 'd1', page: 2, x: 0.1, y: 0.2, width: 0.3, height: 0.05 };

describe('toEngineDrawing', () => {
  it("reads the message's zero values as defaults: fitted size, opaque, black, Helvetica", async () => {
    const drawing = await toEngineDrawing(
      create(DrawingSchema, { ...box, kind: DrawingKind.TEXT, text: 'Ana' }),
      noBlobs,
    );
    expect(drawing).toEqual({
      page: 2,
      x: 0.1,
      y: 0.2,
      width: 0.3,
      height: 0.05,
      kind: 'text',
      text: 'Ana',
      fontFamily: 'helvetica',
    });
  });

  it('keeps a given size, colour, opacity and a known font family', async () => {
    const drawing = await toEngineDrawing(
      create(DrawingSchema, {
        ...box,
        kind: DrawingKind.TEXT,
        text: 'Ana',
        fontSize: 11,
        fontFamily: 'Times New Roman',
        color: '#112233',
        opacity: 0.5,
      }),
      noBlobs,
    );
    expect(drawing).toMatchObject({ fontSize: 11, fontFamily: 'times', textColor: '#112233', opacity: 0.5 });
  });

  it('turns CHECK into a checked box and QR_CODE into a code of its text', async () => {
    expect(
      await toEngineDrawing(create(DrawingSchema, { ...box, kind: DrawingKind.CHECK }), noBlobs),
    ).toMatchObject({
      kind: 'checkbox',
      checked: true,
    });
    expect(
      await toEngineDrawing(
        create(DrawingSchema, { ...box, kind: DrawingKind.QR_CODE, text: 'RBK-1' }),
        noBlobs,
      ),
    ).toMatchObject({ kind: 'qr-code', value: 'RBK-1' });
  });

  it('refuses a drawing without a kind', async () => {
    const error = await toEngineDrawing(create(DrawingSchema, { ...box }), noBlobs).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'signing.invalid_drawing' });
  });
});
