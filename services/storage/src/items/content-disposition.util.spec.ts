import { contentDisposition } from './content-disposition.util.js';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name with RFC 8187 escapes', () => {
    expect(contentDisposition(`Relatório "final" (v2)'s*.pdf`)).toBe(
      `attachment; filename="Relat_rio _final_ (v2)'s*.pdf"; filename*=UTF-8''Relat%C3%B3rio%20%22final%22%20%28v2%29%27s%2A.pdf`,
    );
  });
});
