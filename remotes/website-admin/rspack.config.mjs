import { createAppConfig } from '@managewell/mf';

export default createAppConfig({
  name: 'website-admin',
  dir: import.meta.dirname,
  kind: 'remote',
  port: 3101,
  exposes: { './routes': './src/routes.ts', './menu': './src/menu.ts' },
});
