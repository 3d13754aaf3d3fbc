import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The simulated appliance (or the proxy to a real one) listens here during `npm run dev`.
const apiTarget = process.env.VIGIL_DEV_API ?? 'http://127.0.0.1:5171';
// The simulator compares a changing call's Origin with its Host (docs/security.md): Vite keeps the browser's Host for it.
// A real appliance (npm run dev -- --server URL) gets its own host name.
const simulated = process.env.VIGIL_DEV_API === undefined || process.env.VIGIL_DEV_SIMULATED === '1';
// The names the dev server answers to beyond its own, as `npm start` takes them (--allowed-hosts, VIGIL_ALLOWED_HOSTS; docs/security.md).
const allowedHosts = (process.env.VIGIL_ALLOWED_HOSTS ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
  ],
  define: {
    // Beta builds log one extra line at start-up (VIGIL_BETA=1 npm run build).
    __VIGIL_BETA__: JSON.stringify(process.env.VIGIL_BETA === '1'),
  },
  server: {
    host: '127.0.0.1',
    port: 5170,
    strictPort: true,
    allowedHosts: allowedHosts.includes('any') ? true : allowedHosts,
    proxy: {
      // Streams (monitor, debug, live video) pass through; VIGIL_DEV_INSECURE=1 accepts an appliance's self-signed certificate.
      '/api': { target: apiTarget, changeOrigin: !simulated, secure: process.env.VIGIL_DEV_INSECURE !== '1' },
      // The Host header is kept: the simulator's controls compare it with the browser's Origin (docs/security.md).
      '/__simulator': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // No source maps unless asked (VIGIL_SOURCEMAP=1 npm run build): they give the whole source away (docs/security.md).
    sourcemap: process.env.VIGIL_SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        // The libraries every page needs, each in its own long-cached chunk: a
        // console update then re-downloads only the console's own code. Chakra is
        // left to the default splitting, which keeps the components that only
        // lazy pages use out of the first load.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'wiring', test: /[\\/]node_modules[\\/](@inversifyjs|inversify|reflect-metadata)[\\/]/, priority: 20 },
          ],
        },
      },
    },
    // react-dom alone is about 180 kB minified; the largest chunk stays under this.
    chunkSizeWarningLimit: 600,
  },
});
