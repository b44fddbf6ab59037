import { sniffImageType } from './sniff-image-type.util.js';

describe('sniffImageType', () => {
  it('tells png, jpeg and bmp by their first bytes', () => {
    expect(sniffImageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(sniffImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('jpeg');
    expect(sniffImageType(Buffer.concat([Buffer.from('BM'), Buffer.alloc(30)]))).toBe('bmp');
  });

  it('knows nothing else, whatever the file claims to be', () => {
    expect(sniffImageType(Buffer.from('GIF89a0000000000000000000000'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('BM'))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});
