import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The web app imports the shared contracts from source, so a rule changed there needs no library build. */
const contracts = fileURLToPath(new URL('../../libs/contracts/src', import.meta.url));
const gateway = process.env.ADMIN_WEB_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: { alias: { '@dental/contracts': contracts } },
  server: {
    port: 5173,
    proxy: { '/api': { target: gateway, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: gateway, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps shipped: the image serves only what the browser runs.
    sourcemap: false,
  },
});
