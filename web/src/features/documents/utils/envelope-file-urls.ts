/**
 * Where an envelope's files come from (spec §7): the sender's own calls by id, a recipient's
 * public calls by action token.
 */
export const envelopeFileUrls = (source: { id: string } | { token: string }) => {
  const base =
    'token' in source
      ? `p/envelopes/${encodeURIComponent(source.token)}`
      : `envelopes/${encodeURIComponent(source.id)}`;
  return { documents: `${base}/download`, signaturePage: `${base}/background-sheet/download` };
};
