import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// WebContainer needs a cross-origin-isolated page: these two headers on every response.
export const crossOriginIsolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  plugins: [react()],
  server: { headers: crossOriginIsolation },
  preview: { headers: crossOriginIsolation },
  worker: { format: 'es' },
  build: { target: 'es2022', chunkSizeWarningLimit: 4000 },
  test: {
    include: ['test/unit/**/*.test.ts', 'test/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // Browser suites share one production build and one Chromium; run files one at a time there.
    fileParallelism: true,
  },
});
