import { barcodeOfLine, InvalidBoletoNumbersError, lineOfBarcode, modulo11 } from './boleto-numbers.js';

// Published examples of bank boletos (Bradesco 237 and Banco do Brasil 001), as printed.
const BRADESCO_LINE = '23793.38128 60007.827136 95000.063305 9 75520000370000';
const BRADESCO_BARCODE = '23799755200003700003381260007827139500006330';
const BB_LINE = '00190.50095 40144.816069 06809.350314 3 37370000000100';
const BB_BARCODE = '00193373700000001000500940144816060680935031';

/** The reason barcodeOfLine gives for `line`, or undefined when it accepts it. */
const refusal = (line: string) => {
  try {
    barcodeOfLine(line);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidBoletoNumbersError);
    return (error as InvalidBoletoNumbersError).reason;
  }
};

describe('boleto numbers', () => {
  it('turns published typeable lines into their bar codes, with or without dots and spaces', () => {
    expect(barcodeOfLine(BRADESCO_LINE)).toBe(BRADESCO_BARCODE);
    expect(barcodeOfLine(BRADESCO_LINE.replace(/\D/g, ''))).toBe(BRADESCO_BARCODE);
    expect(barcodeOfLine(BB_LINE)).toBe(BB_BARCODE);
  });

  it('spells published bar codes as their printed lines', () => {
    expect(lineOfBarcode(BRADESCO_BARCODE)).toBe(BRADESCO_LINE);
    expect(lineOfBarcode(BB_BARCODE)).toBe(BB_LINE);
  });

  it('goes both ways for a bar code built here: bank, currency, check digit, due factor, value, free field', () => {
    const head = '3419';
    const tail = '2777' + '0000035910';
    const free = '1790001043510049102015000';
    const barcode = `${head}${modulo11(head + tail + free)}${tail}${free}`;
    expect(barcode).toBe('34197277700000359101790001043510049102015000');
    const line = lineOfBarcode(barcode);
    expect(line).toBe('34191.79001 01043.510047 91020.150008 7 27770000035910');
    expect(barcodeOfLine(line)).toBe(barcode);
  });

  it('refuses a line whose field check digit does not hold, naming the field', () => {
    // The first field's digit changed (1 → 2): its modulo-10 digit no longer matches.
    expect(refusal('23793.38228 60007.827136 95000.063305 9 75520000370000')).toBe(
      'field 1 check digit is 8, expected 7 (modulo 10)',
    );
    expect(refusal('23793.38128 60007.827137 95000.063305 9 75520000370000')).toMatch(/^field 2 check digit/);
    expect(refusal('23793.38128 60007.827136 95000.063306 9 75520000370000')).toMatch(/^field 3 check digit/);
  });

  it('refuses a line whose general check digit does not hold', () => {
    // The value changed (3700.00 → 3800.00): the fields still check, the bar code no longer does.
    expect(refusal('23793.38128 60007.827136 95000.063305 9 75520000380000')).toMatch(
      /^general check digit is 9, expected \d \(modulo 11\)$/,
    );
  });

  it('refuses what is not a 47-digit bank line: short, lettered, or a 48-digit utility bill', () => {
    expect(refusal('23793.38128 60007.827136 95000.063305 9 7552000037000')).toMatch(/47 digits/);
    expect(refusal('23793.38128 60007.827136 95000.06330X 9 75520000370000')).toMatch(/47 digits/);
    expect(refusal('836200000005 667800481000 180975657313 001589636081')).toMatch(/47 digits/);
    expect(refusal('')).toMatch(/47 digits/);
  });

  it('refuses a bar code whose check digit does not hold, or of the wrong length', () => {
    expect(() => lineOfBarcode(BB_BARCODE.slice(0, 4) + '4' + BB_BARCODE.slice(5))).toThrow(
      'general check digit is 4, expected 3',
    );
    expect(() => lineOfBarcode(BB_BARCODE.slice(1))).toThrow(InvalidBoletoNumbersError);
  });
});
