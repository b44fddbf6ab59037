interface AnswerHead {
  envelopeId: string;
  organizationId: string;
  isSandbox: boolean;
  requestId: string;
}

/** What every answer repeats of the request it answers. */
export function answerHead(event: AnswerHead): AnswerHead {
  return {
    envelopeId: event.envelopeId,
    organizationId: event.organizationId,
    isSandbox: event.isSandbox,
    requestId: event.requestId,
  };
}
