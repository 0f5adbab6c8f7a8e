import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { faceAssetsPlugin } from './build/face-assets.ts';
import { precompressPlugin } from './build/precompress.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiServer = process.env.REHEARSE_API_URL ?? 'http://localhost:3000';
// Everything the server owns; the dev server forwards these so the browser stays same-origin.
const proxied = ['/t1', '/idp', '/docs', '/healthz'];

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), faceAssetsPlugin(), precompressPlugin()],
  resolve: { alias: { '@': path.join(root, 'src') } },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiServer, changeOrigin: false }])),
      '/tws1': { target: apiServer.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: { outDir: path.join(root, 'dist'), emptyOutDir: true },
});
