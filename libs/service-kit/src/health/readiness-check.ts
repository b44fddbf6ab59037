/**
 * One dependency a process needs before it can serve traffic. `check()` resolves when the
 * dependency answers and rejects (or never settles) when it does not; the caller bounds it in time.
 */
export interface ReadinessCheck {
  /** The key reported by `/readyz` (`db`, `nats`, `redis`). */
  readonly name: string;
  check(): Promise<void>;
}
