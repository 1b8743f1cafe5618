/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const packageVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
/** The build version: busts the persisted query cache and names the running build. */
const buildVersion = `${packageVersion}+${process.env.APP_BUILD_ID ?? new Date().toISOString()}`;

const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/** Writes .br and .gz beside every text asset so the server can send them pre-compressed. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) => {
            const path = join(dir, name);
            return statSync(path).isDirectory() ? walk(path) : [path];
          });
        for (const file of walk(outDir).filter((f) => compressible.test(f))) {
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/route-tree.gen.ts',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      // The manifest is served per deployment from the site settings (GET /manifest.webmanifest).
      manifest: false,
      // Its icons are precached explicitly, since the plugin no longer knows them from a manifest.
      includeAssets: ['icons/*.png'],
      injectManifest: {
        // png icons come in through includeAssets above; listing png here would duplicate them.
        globPatterns: ['**/*.{js,css,html,svg,ico,woff2}'],
      },
    }),
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(buildVersion) },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/manifest.webmanifest': 'http://localhost:8080' },
  },
  build: {
    manifest: true,
    sourcemap: false,
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
