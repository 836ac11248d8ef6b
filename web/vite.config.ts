import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = process.env.GATEWAY_URL || 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // `npm run dev -w web`: the GraphQL API and images come from a running gateway.
  server: { proxy: { '/graphql': gateway, '/media': gateway } },
  build: { outDir: 'dist', emptyOutDir: true },
});
