import { createAppConfig } from '@managewell/mf';

export default createAppConfig({
  name: 'employee',
  dir: import.meta.dirname,
  kind: 'remote',
  port: 3106,
  exposes: { './routes': './src/routes.ts', './menu': './src/menu.ts' },
});
