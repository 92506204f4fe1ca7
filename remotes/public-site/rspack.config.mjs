import { createAppConfig } from '@managewell/mf';

export default createAppConfig({
  name: 'public-site',
  dir: import.meta.dirname,
  kind: 'remote',
  port: 3107,
  exposes: { './routes': './src/routes.tsx' },
});
