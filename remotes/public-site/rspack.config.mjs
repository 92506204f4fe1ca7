import { createAppConfig } from '@managewell/mf';

// The public site shares only React with the shell: everything else it needs is small and
// bundled, so the first public page stays within its JavaScript budget (200 KB gzip).
export default createAppConfig({
  name: 'public-site',
  dir: import.meta.dirname,
  kind: 'remote',
  port: 3107,
  title: 'Public site',
  exposes: { './app': './src/client.tsx' },
  shared: ['react', 'react-dom'],
});
