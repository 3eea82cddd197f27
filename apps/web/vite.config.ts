import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Third-party code changes less often than ours: the framework every page needs is one
        // vendor chunk that stays cached across deploys. zod and the form library, used only by the
        // screens with forms, are a chunk of their own that those screens load.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|lucide-react)[\\/]/,
            },
            {
              name: 'forms',
              test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform|@standard-schema)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
