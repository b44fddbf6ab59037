/** What is stored in Redis for a job: the typed payload plus the enqueuer's trace context. */
export interface JobData<P = unknown> {
  payload: P;
  /** W3C trace-context headers (`traceparent`, `tracestate`) of the code that enqueued the job. */
  trace: Record<string, string>;
}
