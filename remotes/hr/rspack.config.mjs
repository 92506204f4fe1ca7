import { createAppConfig } from '@managewell/mf';

export default createAppConfig({
  name: 'hr',
  dir: import.meta.dirname,
  kind: 'remote',
  port: 3104,
  exposes: { './routes': './src/routes.ts', './menu': './src/menu.ts' },
});
