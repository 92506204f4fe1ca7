import { createAppConfig } from '@managewell/mf';

export default createAppConfig({
  name: 'verification',
  dir: import.meta.dirname,
  kind: 'remote',
  port: 3102,
  exposes: { './routes': './src/routes.ts', './menu': './src/menu.ts' },
});
