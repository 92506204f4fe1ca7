import {
  deleteMedia,
  downloadListExport,
  fetchMediaUsage,
  listMedia,
  STUDIO_EXPORT_URLS,
  updateMedia,
  uploadMedia,
} from '@managewell/api';
import { MEDIA_UPLOAD_MAX_BYTES, type MediaItem } from '@managewell/api/contract';
import { currentLocation, renderAt } from '@managewell/ui/testing/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaLibraryPage } from './MediaLibraryPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    listMedia: vi.fn(),
    uploadMedia: vi.fn(),
    updateMedia: vi.fn(),
    deleteMedia: vi.fn(),
    fetchMediaUsage: vi.fn(),
    downloadListExport: vi.fn(),
  };
});
const listMediaMock = vi.mocked(listMedia);
const uploadMock = vi.mocked(uploadMedia);
const deleteMock = vi.mocked(deleteMedia);
const updateMock = vi.mocked(updateMedia);

const item = (id: string, uses = 0): MediaItem => ({
  id,
  url: `/media/${id}/original.jpg`,
  alt: `Alt of ${id}`,
  width: 1200,
  height: 800,
  mime: 'image/jpeg',
  uses,
});

const file = (name: string, bytes = 10, type = 'image/jpeg') => {
  const made = new File(['x'.repeat(10)], name, { type });
  Object.defineProperty(made, 'size', { value: bytes });
  return made;
};

function renderPage() {
  return renderAt('/media-library', '/media-library', <MediaLibraryPage />);
}

describe('MediaLibraryPage', () => {
  beforeEach(() => {
    listMediaMock
      .mockReset()
      .mockResolvedValue({ items: [item('pool-1'), item('pool-2', 2)], total: 2 } as never);
    uploadMock.mockReset();
    updateMock.mockReset();
    deleteMock.mockReset().mockResolvedValue(undefined as never);
  });

  it('uploads chosen files with the alt text, shows progress, and refuses a file over the limit', async () => {
    uploadMock.mockImplementation(async (_file, _alt, onProgress) => {
      onProgress?.(0.5);
      return { ...item('dawn'), alt: 'Pool at dawn' };
    });
    renderPage();
    await screen.findByRole('textbox', { name: 'Alt text of pool-1' });
    await userEvent.type(screen.getByLabelText('Alt text for the next uploads'), 'Pool at dawn');
    const zone = screen.getByRole('button', { name: /Drop pictures here/ });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/avif,application/pdf');
    expect(input.multiple).toBe(true);
    // The keyboard opens the file chooser, as a click does.
    const opened = vi.spyOn(input, 'click');
    zone.focus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    // Dropped files are uploaded; the one over the limit is refused before sending.
    fireEvent.drop(zone, {
      dataTransfer: { files: [file('dawn.jpg'), file('huge.jpg', MEDIA_UPLOAD_MAX_BYTES + 1)] },
    });
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: 'Upload of dawn.jpg' }).getAttribute('aria-valuenow'),
      ).toBe('100'),
    );
    expect(uploadMock).toHaveBeenCalledTimes(1);
    expect(uploadMock.mock.calls[0]?.[1]).toBe('Pool at dawn');
    expect(screen.getByText(/over the 10 MB limit/)).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Upload of huge.jpg' }).getAttribute('aria-valuenow'),
    ).toBe('0');
  });

  it('shows the server’s reason when it refuses a file', async () => {
    uploadMock.mockRejectedValue('Upload a JPEG, PNG, WebP or AVIF picture (or a PDF brochure).');
    renderPage();
    await screen.findByRole('textbox', { name: 'Alt text of pool-1' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, file('fake.jpg'));
    expect(
      await screen.findByText('Upload a JPEG, PNG, WebP or AVIF picture (or a PDF brochure).'),
    ).toBeTruthy();
  });

  it('keeps an alt text over the limit as typed, says so, and neither saves nor uploads with it', async () => {
    renderPage();
    const cell = await screen.findByRole('textbox', { name: 'Alt text of pool-1' });
    const long = 'a'.repeat(301);
    fireEvent.change(cell, { target: { value: long } });
    fireEvent.blur(cell);
    expect(await screen.findByText('Keep the alt text under 300 characters.')).toBeTruthy();
    expect((cell as HTMLInputElement).value).toBe(long);
    expect(updateMock).not.toHaveBeenCalled();

    const next = screen.getByLabelText('Alt text for the next uploads') as HTMLInputElement;
    fireEvent.change(next, { target: { value: long } });
    expect(next.value).toBe(long);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, file('dawn.jpg'));
    await waitFor(() =>
      expect(screen.getAllByText('Keep the alt text under 300 characters.')).toHaveLength(3),
    );
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('deletes an unused file after confirming', async () => {
    renderPage();
    await screen.findByRole('textbox', { name: 'Alt text of pool-1' });
    const deletes = screen.getAllByRole('button', { name: 'Delete' });
    await userEvent.click(deletes[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete pool-1?').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('It is not used anywhere. This cannot be undone.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteMock).toHaveBeenCalledWith('pool-1', false));
  });

  it('asks before deleting a used file, naming where it is used (an older version too)', async () => {
    vi.mocked(fetchMediaUsage).mockResolvedValue([
      { kind: 'client', id: 4, title: 'Taj Hotels', published: true, field: 'in version 3' },
    ]);
    renderPage();
    await screen.findByRole('textbox', { name: 'Alt text of pool-2' });
    const deletes = screen.getAllByRole('button', { name: 'Delete' });
    expect((deletes[1] as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(deletes[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Taj Hotels')).toBeTruthy();
    expect(within(dialog).getByText('in version 3')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(deleteMock).toHaveBeenCalledWith('pool-2', true));
  });

  it('keeps its search, type and missing-alt filter in the URL and asks the server for them', async () => {
    renderAt('/media-library?q=pool&type=pdf&missingAlt=true', '/media-library', <MediaLibraryPage />);
    await waitFor(() =>
      expect(listMediaMock).toHaveBeenCalledWith({
        page: 1,
        pageSize: 24,
        type: 'pdf',
        missingAlt: 'true',
        search: 'pool',
      }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only pictures without alt text' }));
    await waitFor(() => expect(currentLocation.search).toBe('?q=pool&type=pdf'));
  });

  it('exports the whole filtered library', async () => {
    vi.mocked(downloadListExport).mockResolvedValue(undefined);
    renderAt('/media-library?q=pool&type=pdf', '/media-library', <MediaLibraryPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Excel' }));
    expect(downloadListExport).toHaveBeenCalledWith(
      STUDIO_EXPORT_URLS.media,
      expect.objectContaining({ type: 'pdf', search: 'pool' }),
      'xlsx',
    );
  });
});
