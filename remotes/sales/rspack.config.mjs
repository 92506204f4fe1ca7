import { createAppConfig } from '@managewell/mf';

export default createAppConfig({
  name: 'sales',
  dir: import.meta.dirname,
  kind: 'remote',
  port: 3103,
  exposes: { './routes': './src/routes.ts', './menu': './src/menu.ts' },
});
