import { Logger } from '@nestjs/common';
import type { z } from '@rubrica/config';
import { UnrecoverableError } from '@rubrica/jobs';
import type { FinalJobFailure } from '@rubrica/service-kit';
import { isLastAttempt, type JobAttempt } from './job-attempt.js';

/** A message job's failure for good, as its producer hears of it. */
export interface MessageJobFailure {
  jobId: string;
  error: unknown;
  reason: string;
  permanent: boolean;
  /** The attempts made, the failing one included. */
  attemptsMade: number;
}

/**
 * A job that delivers one message (`send-email`, `send-whatsapp`) and the failure policy they
 * share: a payload that does not parse is a dead letter at once; a delivery the subclass rejects
 * (`reject`) fails without retries; anything else throws for the queue to retry. A failure for good,
 * rejected, on the last attempt or failed by BullMQ for stalling, is recorded for the producer;
 * recording it never changes the job's own reason.
 */
export abstract class MessageJobHandler<Payload> {
  protected readonly logger: Logger;

  protected constructor(
    /** The job's name, as the queue and its logs say it. */
    private readonly jobName: string,
    private readonly schema: z.ZodType<Payload>,
    /** What the handler's log lines are tagged with. */
    loggerName: string,
  ) {
    this.logger = new Logger(loggerName);
  }

  /** Delivers the message; throws to retry, or rejects through `reject` to fail at once. */
  protected abstract deliver(payload: Payload, jobId: string): Promise<void>;

  /** Records a failure for good so the producer hears of it. */
  protected abstract recordFailure(payload: Payload, failure: MessageJobFailure): Promise<unknown>;

  async handle(payload: unknown, job: JobAttempt): Promise<void> {
    const parsed = this.schema.safeParse(payload);
    // Nothing trustworthy to report about a payload that does not parse: the dead letter says it.
    if (!parsed.success) this.reject(job.id, `invalid ${this.jobName} payload: ${parsed.error.message}`);
    try {
      await this.deliver(parsed.data, job.id);
    } catch (error) {
      const permanent = error instanceof UnrecoverableError;
      if (permanent || isLastAttempt(job))
        await this.reportFailure(parsed.data, job.id, job.attemptsMade + 1, error, permanent);
      throw error;
    }
  }

  /**
   * A job that failed for good, told by the job runner: mostly one the handler reported already
   * (the report is kept once per job), and the only report of one BullMQ failed for stalling.
   */
  async reportFinalFailure({ job, error, stalled }: FinalJobFailure): Promise<void> {
    const parsed = this.schema.safeParse(job.data?.payload);
    if (!parsed.success) return;
    await this.reportFailure(
      parsed.data,
      job.id ?? '',
      Math.max(job.attemptsMade, 1),
      error,
      !stalled && error.name === 'UnrecoverableError',
    );
  }

  /**
   * The message `render` fills in from the payload; one it refuses with a `refusal` (an unknown
   * template, a missing parameter) would be refused again, so the job fails at once.
   */
  protected renderOrReject<Rendered>(
    jobId: string,
    render: () => Rendered,
    refusal: new (...args: never[]) => Error,
  ): Rendered {
    try {
      return render();
    } catch (error) {
      if (error instanceof refusal) this.reject(jobId, error.message);
      throw error;
    }
  }

  /** Fails the job at once, without retries; `error` carries more than the reason when given. */
  protected reject(jobId: string, reason: string, error = new UnrecoverableError(reason)): never {
    this.logger.error(`${this.jobName} job ${jobId} failed without retry: ${reason}`);
    throw error;
  }

  /**
   * The job still fails as it would have; a failure to record it (the database down) is logged
   * rather than thrown, so the job's own reason stays the one in the dead letters.
   */
  private async reportFailure(
    payload: Payload,
    jobId: string,
    attemptsMade: number,
    error: unknown,
    permanent: boolean,
  ): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    try {
      await this.recordFailure(payload, { jobId, error, reason, permanent, attemptsMade });
    } catch (recordError) {
      this.logger.error(
        `cannot record the failure of ${this.jobName} job ${jobId}: ${(recordError as Error).message}`,
      );
    }
  }
}
