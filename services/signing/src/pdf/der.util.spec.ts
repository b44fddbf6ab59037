import {
  childrenOf,
  DerError,
  objectIdentifier,
  readNode,
  readObjectIdentifier,
  readWhole,
  sequence,
  smallInteger,
  unsignedInteger,
  utcTime,
} from './der.util.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('DER', () => {
  it('writes object identifiers in base 128 and reads them back', () => {
    expect(hex(objectIdentifier('1.2.840.113549.1.9.16.2.47'))).toBe('060b2a864886f70d010910022f');
    for (const oid of ['2.16.76.1.7.1.11.1.3', '1.2.840.10045.4.3.2', '2.999.3', '0.9.2342.19200300']) {
      const der = objectIdentifier(oid);
      expect(readObjectIdentifier(der, readNode(der))).toBe(oid);
    }
  });

  it('writes integers with a sign octet only when the high bit needs one', () => {
    expect(hex(smallInteger(1))).toBe('020101');
    expect(hex(smallInteger(128))).toBe('02020080');
    expect(hex(unsignedInteger(Buffer.from([0, 0, 0x7f, 1])))).toBe('02027f01');
    expect(hex(unsignedInteger(Buffer.from([0xff, 1])))).toBe('020300ff01');
    expect(hex(unsignedInteger(Buffer.from([0, 0])))).toBe('020100');
  });

  it('writes UTCTime in UTC and long lengths in their shortest form', () => {
    expect(Buffer.from(utcTime(new Date('2026-03-04T05:06:07.890Z'))).toString('latin1', 2)).toBe(
      '260304050607Z',
    );
    const long = sequence(Buffer.alloc(300));
    expect(hex(long.subarray(0, 4))).toBe('3082012c');
    expect(readWhole(long).end).toBe(304);
  });

  it('reads nested elements and refuses what is not DER', () => {
    const der = sequence(smallInteger(1), sequence(smallInteger(2)));
    expect(childrenOf(der, readWhole(der)).map((node) => node.tag)).toEqual([0x02, 0x30]);
    for (const bad of [
      '3080020101 0000', // indefinite length
      '30810101 01', // long form for a short length
      '3003020201', // child runs past its parent
      '300302010100', // bytes after the element
      '3001', // truncated
    ]) {
      expect(() => readWhole(Buffer.from(bad.replace(/ /g, ''), 'hex'))).toThrow(DerError);
    }
    // A certificate issued with a longer length form is read as it is when asked to.
    const issued = Buffer.from('3081030201 01'.replace(/ /g, ''), 'hex');
    expect(() => readNode(issued)).toThrow(DerError);
    expect(readNode(issued, 0, issued.length, false)).toEqual({
      tag: 0x30,
      start: 0,
      contentStart: 3,
      end: 6,
    });
  });
});
