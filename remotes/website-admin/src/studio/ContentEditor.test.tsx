import type { ContentItemDetail } from '@managewell/api/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { studioApi } from './api';
import { AUTOSAVE_MS, ContentEditor } from './ContentEditor';

vi.mock('./api', () => ({ studioApi: { get: vi.fn(), save: vi.fn(), restore: vi.fn() } }));

const faq: ContentItemDetail = {
  id: 7,
  kind: 'faq',
  version: 3,
  status: 'published',
  publicPath: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  updatedBy: 'Asha Rao',
  schedules: [],
  title: 'How long does a pool take to build?',
  slug: 'how-long',
  summary: '',
  parentId: null,
  data: { answer: 'About eight weeks.', category: 'Building' },
};

/** The editor of FAQ 7, loaded, with timers faked from here on (only setTimeout: the autosave's). */
async function openEditor() {
  const router = createMemoryRouter(
    [
      {
        path: '/faq/7',
        element: (
          <App>
            <ContentEditor kind="faq" id={7} />
          </App>
        ),
      },
    ],
    { initialEntries: ['/faq/7'] },
  );
  const view = render(<RouterProvider router={router} />);
  const question = (await screen.findByLabelText('Question')) as HTMLInputElement;
  await vi.waitFor(() => expect(question.value).toBe(faq.title));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return { question, view };
}

const type = (input: HTMLInputElement, value: string) =>
  act(() => fireEvent.change(input, { target: { value } }));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ContentEditor autosave', () => {
  beforeEach(() => {
    vi.mocked(studioApi.get).mockResolvedValue(faq);
    vi.mocked(studioApi.save).mockImplementation(async (_kind, _id, body) => ({
      ...faq,
      ...body,
      version: faq.version + 1,
      status: 'changed',
    }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('saves the draft once typing has stopped for AUTOSAVE_MS, with the version it loaded', async () => {
    const { question } = await openEditor();
    await type(question, 'How long does a pool take?');
    await wait(AUTOSAVE_MS - 1);
    expect(studioApi.save).not.toHaveBeenCalled();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await wait(1);
    expect(studioApi.save).toHaveBeenCalledTimes(1);
    expect(vi.mocked(studioApi.save).mock.calls[0]).toEqual([
      'faq',
      7,
      expect.objectContaining({ title: 'How long does a pool take?', version: 3, autosave: true }),
    ]);
    vi.useRealTimers();
    expect(await screen.findByText(/^Draft saved /)).toBeTruthy();
  });

  it('waits again after each keystroke, and sends only the last text', async () => {
    const { question } = await openEditor();
    await type(question, 'How long');
    await wait(AUTOSAVE_MS - 500);
    await type(question, 'How long does it take?');
    await wait(AUTOSAVE_MS - 500);
    expect(studioApi.save).not.toHaveBeenCalled();
    await wait(500);
    expect(studioApi.save).toHaveBeenCalledTimes(1);
    expect(vi.mocked(studioApi.save).mock.calls[0]?.[2]).toMatchObject({ title: 'How long does it take?' });
  });

  it('does not save after the editor is closed', async () => {
    const { question, view } = await openEditor();
    await type(question, 'Changed, then left');
    view.unmount();
    await wait(AUTOSAVE_MS * 2);
    expect(studioApi.save).not.toHaveBeenCalled();
  });
});

describe('ContentEditor on a stale save', () => {
  /** The item as another editor saved it meanwhile. */
  const theirs: ContentItemDetail = {
    ...faq,
    version: 4,
    updatedBy: 'Ravi Kumar',
    data: { ...faq.data, category: 'Costs' },
  };
  const staleThenSaved = (current: ContentItemDetail) => {
    vi.mocked(studioApi.save)
      .mockRejectedValueOnce({
        code: 'CONFLICT',
        message: 'Someone else saved this item.',
        details: {
          by: 'Ravi Kumar',
          at: '2026-11-23T10:05:00.000Z',
          changes: [{ field: 'data.category', before: 'Building', after: 'Costs' }],
          current,
        },
      })
      .mockImplementation(async (_kind, _id, body) => ({
        ...current,
        ...body,
        version: current.version + 1,
      }));
  };

  beforeEach(() => vi.mocked(studioApi.get).mockResolvedValue(faq));
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('keeps my title and their category, and saves on their version', async () => {
    staleThenSaved(theirs);
    const { question } = await openEditor();
    vi.useRealTimers();
    await type(question, 'How long does a pool take?');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('Ravi Kumar saved this FAQ while you were editing', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    // No field both changed: nothing to choose, and the form already holds both changes.
    expect(question.value).toBe('How long does a pool take?');
    expect((screen.getByLabelText('Category') as HTMLInputElement).value).toBe('Costs');
    fireEvent.click(screen.getByRole('button', { name: 'Save merged changes' }));
    await vi.waitFor(() => expect(studioApi.save).toHaveBeenCalledTimes(2));
    expect(vi.mocked(studioApi.save).mock.calls[1]?.[2]).toMatchObject({
      title: 'How long does a pool take?',
      data: { answer: 'About eight weeks.', category: 'Costs' },
      version: 4,
    });
    expect(await screen.findByText(/^Draft saved /)).toBeTruthy();
  });

  it('asks which title to keep when both changed it', async () => {
    staleThenSaved({ ...theirs, title: 'How long is the build?' });
    const { question } = await openEditor();
    vi.useRealTimers();
    await type(question, 'How long does a pool take?');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const save = (await screen.findByRole(
      'button',
      { name: 'Save merged changes' },
      { timeout: 30_000 },
    )) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/Theirs: How long is the build\?/));
    fireEvent.click(save);
    await vi.waitFor(() => expect(studioApi.save).toHaveBeenCalledTimes(2));
    expect(vi.mocked(studioApi.save).mock.calls[1]?.[2]).toMatchObject({
      title: 'How long is the build?',
      data: { category: 'Costs' },
      version: 4,
    });
  });
});

describe('ContentEditor schedules', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it.each(['UTC', 'America/New_York'])('shows a pending publish in IST in a browser on %s', async (tz) => {
    vi.stubEnv('TZ', tz);
    vi.mocked(studioApi.get).mockResolvedValue({
      ...faq,
      schedules: [{ id: 1, action: 'publish', at: '2026-11-27T10:44:00.000Z', status: 'pending' }],
    } as ContentItemDetail);
    await openEditor();
    expect(screen.getByText(/Publishes 27 Nov 2026, 4:14 pm IST/)).toBeTruthy();
  });
});

describe('ContentEditor discard draft', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('puts the published copy back as the draft after asking', async () => {
    vi.mocked(studioApi.get).mockResolvedValue({
      ...faq,
      status: 'changed',
      data: { ...faq.data, category: 'Draft category' },
    });
    vi.mocked(studioApi.restore).mockResolvedValue({
      ...faq,
      version: 4,
      status: 'published',
      missingMedia: [],
    });
    await openEditor();
    vi.useRealTimers();
    const category = screen.getByLabelText('Category') as HTMLInputElement;
    expect(category.value).toBe('Draft category');
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await screen.findAllByText('Discard the unpublished changes?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Discard draft' }).at(-1)!);
    await vi.waitFor(() => expect(studioApi.restore).toHaveBeenCalledWith('faq', 7, 0, 3));
    await vi.waitFor(() => expect(category.value).toBe('Building'));
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
  });

  it('offers no discard when nothing differs from the published copy', async () => {
    vi.mocked(studioApi.get).mockResolvedValue(faq);
    await openEditor();
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
  });
});
