import { createAppConfig } from '@managewell/mf';

export default createAppConfig({
  name: 'quotation',
  dir: import.meta.dirname,
  kind: 'remote',
  port: 3105,
  exposes: { './routes': './src/routes.ts', './menu': './src/menu.ts' },
});
