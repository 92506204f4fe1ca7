import { describe, expect, it } from 'vitest';
import { ENDPOINT_MODULES, endpoints } from './endpoints';
import { ROUTES } from './routes.generated';

const TABLE_HEAD = `/**
 * GENERATED from the endpoint declarations by routes.test.ts (\`UPDATE_ROUTE_TABLE=1\`, then
 * \`biome check --write\`): each route's method and path, without zod, for the pages. Edit the declarations.
 */
import type { HttpMethod } from './endpoint';
import type { EndpointKey } from './endpoints';

/** A route's method and path. */
export interface Route {
  method: HttpMethod;
  path: string;
}
/** Some routes by key: each module's table, so a page carries only the routes of the calls it makes. */
export type RouteTable = { readonly [K in EndpointKey]?: Route };
`;

/** \`pipeline.sales\` → \`salesRoutes\`: the table of one declared module. */
const tableName = (moduleKey: string) => `${moduleKey.split('.')[1]}Routes`;

/** The generated file: one table per declared module, then ROUTES, all of them. */
function generated(): string {
  const tables = Object.entries(ENDPOINT_MODULES).map(([moduleKey, { endpoints: declared }]) => {
    const name = moduleKey.split('.')[1];
    const table = Object.fromEntries(
      Object.entries(declared).map(([key, { method, path }]) => [`${name}.${key}`, { method, path }]),
    );
    return `export const ${tableName(moduleKey)} = ${JSON.stringify(table, null, 2)} as const satisfies RouteTable;\n`;
  });
  const all = Object.keys(ENDPOINT_MODULES)
    .map((moduleKey) => `...${tableName(moduleKey)}`)
    .join(', ');
  return `${TABLE_HEAD}\n${tables.join('\n')}\n/** Every route (tests and tools: a page imports the tables of its own calls). */\nexport const ROUTES: Record<EndpointKey, Route> = { ${all} };\n`;
}

declare const process: { env: Record<string, string | undefined> };
declare const __dirname: string;

describe('the route table (routes.generated.ts)', () => {
  it('holds what the declarations say (UPDATE_ROUTE_TABLE=1 rewrites it)', async () => {
    const derived = Object.fromEntries(
      Object.entries(endpoints).map(([key, { method, path }]) => [key, { method, path }]),
    );
    if (process.env.UPDATE_ROUTE_TABLE) {
      const fs: { writeFileSync: (file: string, text: string) => void } = await import('node:fs' as string);
      fs.writeFileSync(`${__dirname}/routes.generated.ts`, generated());
      return;
    }
    expect(ROUTES).toEqual(derived);
  });

  it('declares each method and path once', () => {
    const seen = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect(seen.length).toBe(new Set(seen).size);
  });
});
