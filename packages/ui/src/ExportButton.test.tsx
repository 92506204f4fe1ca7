// @vitest-environment jsdom
import '@managewell/ui/testing/jsdom';
import { configureHttp, http } from '@managewell/api';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportButton } from './ExportButton';

describe('ExportButton', () => {
  afterEach(() => {
    http.defaults.adapter = undefined;
    vi.restoreAllMocks();
  });

  it('downloads the whole filtered list (no paging) in the chosen format, with the bearer token', async () => {
    configureHttp({ getToken: () => 'token-1', onUnauthorized: () => {} });
    const requests: {
      url?: string;
      params?: unknown;
      responseType?: string;
      headers: { Authorization?: unknown };
    }[] = [];
    http.defaults.adapter = async (config) => {
      requests.push(config);
      return {
        data: new Blob(['x']),
        status: 200,
        statusText: 'OK',
        headers: { 'content-disposition': `attachment; filename="leads.xlsx"; filename*=UTF-8''leads.xlsx` },
        config,
      };
    };
    URL.createObjectURL = vi.fn(() => 'blob:leads');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    render(
      <ExportButton url="/api/leads/export" query={{ status: 'new', sort: 'city', page: 3, pageSize: 50 }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(saved).toEqual(['leads.xlsx']));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/leads/export');
    expect(requests[0]!.params).toEqual({ status: 'new', sort: 'city', format: 'xlsx' });
    expect(requests[0]!.responseType).toBe('blob');
    expect(requests[0]!.headers.Authorization).toBe('Bearer token-1');
  });
});
