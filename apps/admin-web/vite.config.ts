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
    rollupOptions: {
      output: {
        // Vendor code changes far less often than ours; separate chunks keep browser caches warm across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/(@mui|@emotion)\//.test(id)) return 'mui';
          if (/node_modules\/(react-admin|ra-[a-z-]+|@tanstack|react-hook-form|react-router|react-router-dom|@remix-run)\//.test(id)) {
            return 'react-admin';
          }
          return 'vendor';
        },
      },
    },
  },
});
