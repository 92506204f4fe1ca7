import type { Page } from '@playwright/test';
import { storedSession } from './accounts';

/** The signed-in page's session token (as the app stores it). */
export async function tokenOf(page: Page): Promise<string> {
  const stored = JSON.parse((await storedSession(page)) ?? '{}') as { token?: string };
  return stored.token!;
}

/** Calls the API as the page's signed-in user; answers the status and the JSON body. */
export async function apiAs(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
  const token = await tokenOf(page);
  const res = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  return { status: res.status(), body: (await res.json()) as { success: Record<string, unknown> } };
}
