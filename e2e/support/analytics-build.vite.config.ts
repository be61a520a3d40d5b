// The SPA's production build with analytics on, for e2e/analytics.spec.ts: the project's own
// Vite config minus the step that writes compressed copies into dist/web (it works on dist/web
// whatever the output folder, and the server under test serves that folder).
import { defineConfig, type PluginOption } from 'vite';
import baseConfig from '../../vite.config';

const isPrecompress = (plugin: PluginOption) =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === 'utsuru-precompress';

export default defineConfig({
  ...baseConfig,
  plugins: (baseConfig.plugins ?? []).filter((plugin) => !isPrecompress(plugin)),
});
