import { createListenerMiddleware, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ParseKeys } from 'i18next';

/** Spec (both §8 error catalogues): alerts close by themselves after 10 seconds. */
export const ALERT_LIFETIME_MS = 10_000;

export type AlertKind = 'success' | 'danger' | 'warning' | 'info';

export interface Alert {
  id: string;
  kind: AlertKind;
  /** A catalogue key, translated when shown (so the text follows the interface language). */
  messageKey: ParseKeys;
  values?: Record<string, string | number>;
}

export interface AlertsState {
  items: Alert[];
}

const sameMessage = (a: Omit<Alert, 'id'>, b: Omit<Alert, 'id'>) =>
  a.kind === b.kind && a.messageKey === b.messageKey && JSON.stringify(a.values) === JSON.stringify(b.values);

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState: (): AlertsState => ({ items: [] }),
  reducers: {
    alertShown: {
      reducer(state, action: PayloadAction<Alert>) {
        // Five calls failing at once make one alert, not five: the newest replaces its twin.
        state.items = state.items.filter((item) => !sameMessage(item, action.payload));
        state.items.push(action.payload);
      },
      prepare(alert: Omit<Alert, 'id'>) {
        return { payload: { ...alert, id: nanoid() } };
      },
    },
    alertDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectAlerts: (state) => state.items,
  },
});

export const { alertShown, alertDismissed } = alertsSlice.actions;
export const { selectAlerts } = alertsSlice.selectors;

/** Closes every alert after its lifetime, whether or not anything shows it. */
export const alertsLifetime = createListenerMiddleware();

alertsLifetime.startListening({
  actionCreator: alertShown,
  effect: async (action, listenerApi) => {
    await listenerApi.delay(ALERT_LIFETIME_MS);
    listenerApi.dispatch(alertDismissed(action.payload.id));
  },
});
