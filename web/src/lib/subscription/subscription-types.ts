import type { Subscription } from '../../api/rubrica-api.js';

/** `GET /subscription` (organization spec §3 "Subscription"), as billing answers it. */
export type { Subscription };

/** Display-name keys of the plan intervals of 1, 3, 6 and 12 months (organization spec §9). */
export type PlanIntervalName = Subscription['plan']['interval_name'];

/** Whether the subscription was cancelled (organization spec §3: uninitialized, recurring or cancelled). */
export const isCancelled = (subscription: Subscription): boolean => subscription.state === 'cancelled';
