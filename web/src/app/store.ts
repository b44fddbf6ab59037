import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

import { alertsLifetime, alertsSlice } from './alerts.slice.js';
import { api } from './api.js';
import { sessionSlice } from './session.slice.js';
import { workspaceSlice } from './workspace.slice.js';
import { workspacePersistence } from './workspace-persistence.js';

const rootReducer = combineSlices(workspaceSlice, sessionSlice, alertsSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

export const createAppStore = (preloadedState?: Partial<RootState>) => {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(workspacePersistence.middleware, alertsLifetime.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
