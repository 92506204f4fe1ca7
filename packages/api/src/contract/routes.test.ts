import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { ROUTES } from './routes.generated';

const TABLE_HEAD = `/**
 * GENERATED from the endpoint declarations by routes.test.ts (\`UPDATE_ROUTE_TABLE=1\`, then
 * \`biome check --write\`): each route's method and path, without zod, for the pages. Edit the declarations.
 */
import type { HttpMethod } from './endpoint';
import type { EndpointKey } from './endpoints';

export const ROUTES: Record<EndpointKey, { method: HttpMethod; path: string }> = `;

declare const process: { env: Record<string, string | undefined> };
declare const __dirname: string;

describe('the route table (routes.generated.ts)', () => {
  it('holds what the declarations say (UPDATE_ROUTE_TABLE=1 rewrites it)', async () => {
    const derived = Object.fromEntries(
      Object.entries(endpoints).map(([key, { method, path }]) => [key, { method, path }]),
    );
    if (process.env.UPDATE_ROUTE_TABLE) {
      const fs: { writeFileSync: (file: string, text: string) => void } = await import('node:fs' as string);
      fs.writeFileSync(
        `${__dirname}/routes.generated.ts`,
        `${TABLE_HEAD}${JSON.stringify(derived, null, 2)};\n`,
      );
      return;
    }
    expect(ROUTES).toEqual(derived);
  });

  it('declares each method and path once', () => {
    const seen = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect(seen.length).toBe(new Set(seen).size);
  });
});
