import { listMedia, uploadMedia } from '@managewell/api';
import type { MediaItem } from '@managewell/api/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaPicker, PICKER_PAGE_SIZE } from './MediaPicker';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, listMedia: vi.fn(), uploadMedia: vi.fn() };
});
const listMediaMock = vi.mocked(listMedia);

const item = (id: string, alt: string, width = 1200): MediaItem => ({
  id,
  url: `/media/${id}/original.jpg`,
  alt,
  width,
  height: 800,
  mime: 'image/jpeg',
});

function renderPicker(onPick = vi.fn()) {
  render(
    <App>
      <MediaPicker open onClose={() => {}} onPick={onPick} />
    </App>,
  );
  return onPick;
}

describe('MediaPicker', () => {
  beforeEach(() => {
    listMediaMock.mockReset();
    listMediaMock.mockResolvedValue({
      items: [item('pool-a', 'Infinity pool'), item('pool-b', '')],
      total: 2,
    });
  });

  it('lists the library with small variants and flags pictures without alt text', async () => {
    renderPicker();
    const choose = await screen.findByRole('button', { name: 'Choose Infinity pool' });
    expect(choose.querySelector('img')?.getAttribute('src')).toBe('/media/pool-a/320.webp');
    expect(screen.getByText('No alt text')).toBeTruthy();
    expect(listMediaMock).toHaveBeenCalledWith({
      search: undefined,
      page: 1,
      pageSize: PICKER_PAGE_SIZE,
      type: 'image',
    });
  });

  it('searches on the server after typing stops', async () => {
    const user = userEvent.setup();
    renderPicker();
    await screen.findByRole('button', { name: 'Choose Infinity pool' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the media library' }), 'dusk');
    await waitFor(() =>
      expect(listMediaMock).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'dusk', page: 1 })),
    );
  });

  it('hands the chosen item back', async () => {
    const user = userEvent.setup();
    const onPick = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Choose Infinity pool' }));
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'pool-a', url: '/media/pool-a/original.jpg' }),
    );
  });

  it('says when nothing matches and when loading failed', async () => {
    listMediaMock.mockResolvedValueOnce({ items: [], total: 0 });
    renderPicker();
    expect(await screen.findByText('The media library is empty')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    listMediaMock.mockRejectedValueOnce({ code: 'INTERNAL', message: 'The server failed.' });
    renderPicker();
    expect(await screen.findByText('The server failed.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose Infinity pool' })).toBeTruthy();
  });

  it('uploads a new picture with its alt text and chooses it (Change image, Add pictures, the editor’s image button)', async () => {
    const uploaded = item('new-pool', 'A new pool');
    vi.mocked(uploadMedia).mockResolvedValue(uploaded);
    const onPick = renderPicker();
    await userEvent.type(await screen.findByLabelText('Alt text of the new picture'), 'A new pool');
    const file = new File(['x'], 'new-pool.jpg', { type: 'image/jpeg' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, file);
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(uploaded));
    expect(vi.mocked(uploadMedia)).toHaveBeenCalledWith(file, 'A new pool');
  });
});
