import { createAppConfig } from '@managewell/mf';

export default createAppConfig({ name: 'shell', dir: import.meta.dirname, kind: 'host', port: 3100 });
