import { renderHistoryText } from '../envelopes/history/render-history-entry.js';
import { signingFailureMessage } from './signing-failure-message.util.js';

describe('signingFailureMessage', () => {
  it('words each certificate failure as section 8 does, prefixed and naming the signer', () => {
    expect(renderHistoryText(signingFailureMessage('Ana', 'signing.certificate_not_found'), 'en')).toBe(
      'Signature of Ana failed. Could not complete the signature. No certificate found.',
    );
    expect(renderHistoryText(signingFailureMessage('Ana', 'signing.certificate_expired'), 'en')).toBe(
      'Signature of Ana failed. Could not complete the signature. The certificate has expired.',
    );
    expect(renderHistoryText(signingFailureMessage('Ana', 'signing.certificate_revoked'), 'pt-BR')).toBe(
      'A assinatura de Ana falhou. Não foi possível concluir a assinatura. O certificado foi revogado.',
    );
  });

  it('keeps the generic line for failures that are not about the certificate', () => {
    expect(renderHistoryText(signingFailureMessage('Ana', 'pdf.unreadable'), 'en')).toBe(
      'Signature could not be processed',
    );
    expect(renderHistoryText(signingFailureMessage('Ana', 'pdf.unreadable'), 'es')).toBe(
      'No se pudo procesar la firma',
    );
  });
});
