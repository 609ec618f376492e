import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each script, stylesheet and page of the
 * build, which the server sends as they are to a browser that accepts them (the stylesheet is
 * 620 kB, 50 kB in brotli). Not for Storybook's build, which reads this config too.
 */
function precompress(): Plugin {
  let storybook = false;
  return {
    name: 'schoolmates:precompress',
    apply: 'build',
    configResolved(config) {
      storybook = config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
    },
    writeBundle({ dir }, bundle) {
      if (storybook || !dir) return;
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        // Quality 5 builds in a fraction of a second; 11 saves 9 % more and takes 10 s.
        writeFileSync(
          join(dir, `${file.fileName}.br`),
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        );
        writeFileSync(join(dir, `${file.fileName}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    // `pnpm dev` talks to the api on its default port.
    proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
