import type { SiteImportReport } from '@managewell/api/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImportReport, kindLabel } from './ImportReport';

const kind = (k: string, counts: Partial<SiteImportReport['kinds'][number]>) => ({
  kind: k,
  added: 0,
  changed: 0,
  unchanged: 0,
  removed: 0,
  addedTitles: [],
  changedTitles: [],
  removedTitles: [],
  ...counts,
});

const report: SiteImportReport = {
  dryRun: true,
  mode: 'replace',
  archive: 'a'.repeat(64),
  exportedAt: '2026-11-20T06:30:00.000Z',
  kinds: [
    kind('service', { changed: 1, unchanged: 5, changedTitles: ['Pool construction'] }),
    kind('faq', { unchanged: 10, removed: 2, removedTitles: ['Old question'] }),
    kind('blog', {}),
  ],
  settingsChanged: ['header.phone1'],
  media: {
    added: 1,
    changed: 0,
    unchanged: 40,
    removed: 0,
    addedIds: ['new-pool'],
    changedIds: [],
    removedIds: [],
  },
  unchanged: false,
};

describe('ImportReport', () => {
  it('shows per kind what would change, with the names on demand, and the settings fields', async () => {
    render(<ImportReport report={report} />);
    expect(screen.getByText(/Dry run \(replace\).*Nothing has changed yet/)).toBeTruthy();
    expect(screen.getByText(/remove the items and media that are not in the archive/)).toBeTruthy();
    const services = screen.getByText('Services').closest('tr')!;
    expect(
      within(services)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['+', 'Services', '0', '1', '5', '0']);
    // Kinds with nothing in either site are left out.
    expect(screen.queryByText('Blogs')).toBeNull();
    expect(screen.getByText('Media (pictures, brochure)')).toBeTruthy();
    expect(screen.queryByText('Old question')).toBeNull();
    await userEvent.click(within(screen.getByText('Faqs').closest('tr')!).getByRole('button'));
    expect(await screen.findByText(/Old question/)).toBeTruthy();
    expect(screen.getByText('header.phone1')).toBeTruthy();
  });

  it('says when nothing would change', () => {
    render(
      <ImportReport
        report={{
          ...report,
          kinds: [kind('faq', { unchanged: 3 })],
          settingsChanged: [],
          media: { ...report.media, added: 0, addedIds: [] },
          unchanged: true,
        }}
      />,
    );
    expect(screen.getByText('Nothing would change: the site already matches this archive.')).toBeTruthy();
    expect(screen.getByText('unchanged')).toBeTruthy();
  });

  it('names kinds readably', () => {
    expect(kindLabel('product-sub-category')).toBe('Product sub categories');
    expect(kindLabel('news')).toBe('News');
  });
});
