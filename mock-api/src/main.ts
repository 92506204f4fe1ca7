import { buildMockApi } from './app';
import { MOCK_API_DEFAULT_PORT } from './constants';

const port = Number(process.env.MOCK_API_PORT ?? MOCK_API_DEFAULT_PORT);
const host = process.env.MOCK_API_HOST ?? '127.0.0.1';

const app = buildMockApi({ logger: true, jwtSecret: process.env.MOCK_API_JWT_SECRET || undefined });

try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
