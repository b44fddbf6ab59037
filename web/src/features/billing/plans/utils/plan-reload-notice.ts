import { STORAGE_KEYS } from '../../../../config/storage-keys.js';
import { encodedStorage } from '../../../../lib/encoded-storage.js';

const CANCELLED = 'cancelled';

/**
 * Organization spec §8: "subscription cancelled (then reload)". The page reloads after a
 * cancellation, which would drop an alert shown before it; the success is left here and taken,
 * once, by the plan page that opens after the reload.
 */
export const planReloadNotice = {
  leaveCancelled(): void {
    encodedStorage.set(STORAGE_KEYS.planReloadNotice, CANCELLED);
  },
  /** Whether a cancellation preceded this load; forgets it, so only one load shows it. */
  takeCancelled(): boolean {
    const left = encodedStorage.get(STORAGE_KEYS.planReloadNotice);
    encodedStorage.remove(STORAGE_KEYS.planReloadNotice);
    return left === CANCELLED;
  },
};
