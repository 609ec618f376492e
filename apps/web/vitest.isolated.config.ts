import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { isolatedFiles, webTest } from './vitest.config.ts';

export default defineProject({
  plugins: [react()],
  test: { ...webTest, name: 'web-isolated', include: isolatedFiles },
});
