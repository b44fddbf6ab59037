import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { catalogueParts } from './vite.config.js';

export default defineConfig({
  // The catalogue parts as the build makes them (the app loads them: i18n/load-i18n.ts).
  plugins: [react(), catalogueParts()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    restoreMocks: true,
    // A slow, loaded machine is not a failure.
    testTimeout: 60_000,
  },
});
