import { jest } from '@jest/globals';
import { armCrashPoints, CRASH_POINTS, crashPoint } from './crash-point.js';

describe('crash points', () => {
  afterEach(() => armCrashPoints({}));

  it('does nothing at a point that is not armed', () => {
    armCrashPoints({ RUBRICA_CRASH_AT: 'outbox.after-publish' });
    expect(() => crashPoint('outbox.before-publish')).not.toThrow();
  });

  it('is refused in production, where a stray variable must not become an outage', () => {
    expect(() =>
      armCrashPoints({ RUBRICA_CRASH_AT: 'outbox.after-publish', NODE_ENV: 'production' }),
    ).toThrow(/refused in production/);
  });

  it('refuses a name that is no crash point, which would otherwise never fire', () => {
    expect(() => armCrashPoints({ RUBRICA_CRASH_AT: 'outbox.after-publish,email.mid-sned' })).toThrow(
      /names no crash point: email\.mid-sned/,
    );
  });

  it('names at least twenty distinct points', () => {
    expect(new Set(CRASH_POINTS).size).toBe(CRASH_POINTS.length);
    expect(CRASH_POINTS.length).toBeGreaterThanOrEqual(20);
  });

  it('ends the process with SIGKILL at an armed point', () => {
    const kill = jest.spyOn(process, 'kill').mockImplementation(() => true);
    try {
      armCrashPoints({ RUBRICA_CRASH_AT: ' consumer.after-commit , job.before-run ' });
      crashPoint('job.before-run');
      expect(kill).toHaveBeenCalledWith(process.pid, 'SIGKILL');
    } finally {
      kill.mockRestore();
    }
  });
});
