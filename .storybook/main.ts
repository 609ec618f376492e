// Storybook for apps/web (react-vite). Its packages are installed in that workspace package,
// so they are resolved from there.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('../apps/web/', import.meta.url));
const require = createRequire(join(webDir, 'package.json'));
const fromWeb = (name: string) => dirname(require.resolve(join(name, 'package.json')));

const config = {
  stories: ['../apps/web/src/**/*.mdx', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: [fromWeb('@storybook/addon-a11y'), fromWeb('@storybook/addon-docs')],
  framework: {
    name: fromWeb('@storybook/react-vite'),
    options: { builder: { viteConfigPath: join(webDir, 'vite.config.ts') } },
  },
  core: { disableTelemetry: true },
};

export default config;
