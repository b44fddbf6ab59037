/**
 * Where the signing service writes what it produces (the envelopes service stores the keys it is
 * answered with, so the layout is ours to choose; one key per request keeps a retried job writing
 * the same object instead of a second one):
 *
 * - a recipient's revision: `envelopes/{org}/{envelope}/documents/{doc}/rev-{requestId}.pdf`
 * - a sealed document:      `envelopes/{org}/{envelope}/documents/{doc}/sealed-{requestId}.pdf`
 * - the signature page:     `envelopes/{org}/{envelope}/signature-page-{requestId}.pdf`
 * - a prepared plugin signature: `envelopes/{org}/{envelope}/documents/{doc}/prepared-{transactionId}.pdf`
 */
export const revisionKeys = {
  revision: (organizationId: string, envelopeId: string, documentId: string, requestId: string) =>
    `envelopes/${organizationId}/${envelopeId}/documents/${documentId}/rev-${requestId}.pdf`,
  sealed: (organizationId: string, envelopeId: string, documentId: string, requestId: string) =>
    `envelopes/${organizationId}/${envelopeId}/documents/${documentId}/sealed-${requestId}.pdf`,
  prepared: (organizationId: string, envelopeId: string, documentId: string, transactionId: string) =>
    `envelopes/${organizationId}/${envelopeId}/documents/${documentId}/prepared-${transactionId}.pdf`,
  signaturePage: (organizationId: string, envelopeId: string, requestId: string) =>
    `envelopes/${organizationId}/${envelopeId}/signature-page-${requestId}.pdf`,
};
