import { certificateLine } from './certificate-line.util.js';

describe('certificateLine', () => {
  it('prints subject, masked CPF, issuer and serial on one line', () => {
    expect(
      certificateLine({
        subject_name: 'ANA SOUZA:52998224725',
        cpf_cnpj: '52998224725',
        issuer_name: 'AC Sandbox',
        serial_number: '0a1b',
      }),
    ).toBe('ANA SOUZA:52998224725, CPF 529.982.247-25, AC Sandbox, serial 0a1b');
  });

  it('words the serial in the page’s language', () => {
    const certificate = { subject_name: 'ANA SOUZA', serial_number: '0a1b' };
    expect(certificateLine(certificate, 'pt-BR')).toBe('ANA SOUZA, número de série 0a1b');
    expect(certificateLine(certificate, 'es')).toBe('ANA SOUZA, número de serie 0a1b');
  });

  it('masks a CNPJ and leaves out what the certificate lacks', () => {
    expect(certificateLine({ subject_name: 'ACME LTDA', cpf_cnpj: '11222333000181' })).toBe(
      'ACME LTDA, CNPJ 11.222.333/0001-81',
    );
    expect(certificateLine({ subject_name: 'Someone' })).toBe('Someone');
  });
});
