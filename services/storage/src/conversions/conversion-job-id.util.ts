/** The job of a conversion request: one per request id, so a request delivered twice runs once. */
export function conversionJobId(requestId: string): string {
  // BullMQ reserves ":" and bare integers in ids; any request id stays distinct once encoded.
  return `convert-document.${encodeURIComponent(requestId)}`;
}
