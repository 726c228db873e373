import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for Portico. Built offline with `npm run build:storybook`; telemetry stays off so
 * the build never waits on Storybook's home site.
 */
const config: StorybookConfig = {
  stories: ['./stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // Storybook's own preview runtime is a ~1.1 MB chunk; our stories are small. Keep the
    // size warning for anything bigger than that runtime.
    build: { ...viteConfig.build, chunkSizeWarningLimit: 1500 },
  }),
};

export default config;
