import '@managewell/ui/testing/jsdom';
import { type BackupStatus, fetchBackupStatus } from '@managewell/api';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackupsPage } from './BackupsPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchBackupStatus: vi.fn() };
});
const status = vi.mocked(fetchBackupStatus);

const none: BackupStatus = { dailyAt: '02:30', keepDaily: 7, keepWeekly: 4, backups: [], runs: [] };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;
beforeEach(() => {
  vi.resetAllMocks();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function render() {
  await act(async () => root.render(createElement(BackupsPage)));
}

/** Waits until the page shows a text (its data arrives after the first render). */
async function text(pattern: RegExp | string): Promise<string> {
  for (let i = 0; i < 1000; i++) {
    const all = container.textContent ?? '';
    if (typeof pattern === 'string' ? all.includes(pattern) : pattern.test(all)) return all;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`not shown: ${pattern}; the page says: ${container.textContent}`);
}

describe('the backups page', () => {
  it('says when backups run and that none has been made yet', async () => {
    status.mockResolvedValue(none);
    await render();
    const page = await text('Every day at 02:30 (India time)');
    expect(page).toContain('the last 7 daily and 4 weekly backups');
    expect(page).toContain('No backups yet.');
    expect(page).toContain('No scheduled backup has run yet.');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('puts a failed latest run first, with its reason, and lists the backups kept', async () => {
    status.mockResolvedValue({
      ...none,
      backups: [
        {
          name: 'managewell-2026-11-26T21-00-00Z',
          createdAt: '2026-11-26T21:00:00.000Z',
          totalBytes: 3 * 1024 * 1024,
          schema: '0015_hr-exit',
        },
      ],
      runs: [
        {
          startedAt: '2026-11-27T21:00:00.000Z',
          finishedAt: '2026-11-27T21:00:02.000Z',
          ok: false,
          backup: null,
          error: 'disk full',
        },
      ],
    });
    await render();
    const page = await text('managewell-2026-11-26T21-00-00Z');
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('The latest scheduled backup failed (28 Nov 2026, 02:30 am)');
    expect(alert?.textContent).toContain('disk full');
    expect(page).toContain('3.0 MB');
  });

  it('says so when scheduled backups are off', async () => {
    status.mockResolvedValue({ ...none, dailyAt: null });
    await render();
    await text('Scheduled backups are off');
  });
});
