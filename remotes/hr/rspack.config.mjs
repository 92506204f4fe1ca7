import { createAppConfig } from '@managewell/mf';

export default createAppConfig({
  name: 'hr',
  dir: import.meta.dirname,
  kind: 'remote',
  // Its largest chunk is its zod copy (~22 KB, the forms); its list pages add 5–11 KB (laterpages).
  // A chunk past 30 KB fails the build: load the new piece where it is used.
  budget: { chunk: 30 },
  port: 3104,
  exposes: { './routes': './src/routes.ts', './menu': './src/menu.ts' },
});
