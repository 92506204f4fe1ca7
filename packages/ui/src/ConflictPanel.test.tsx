// @vitest-environment jsdom
import '@managewell/ui/testing/jsdom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConflictPanel } from './ConflictPanel';
import { conflictHeadline, mergeFields } from './mergeFields';

afterEach(cleanup);
// The panel's body is a lazy chunk: loaded once here, so a busy machine's first import of it
// does not count against the first test.
beforeAll(async () => {
  await import('./ConflictPanelBody');
});

const labels: Record<string, string> = { title: 'Title', 'data.author': 'Author' };

describe('ConflictPanel', () => {
  it('shows what they changed and saves at once when no field was changed by both', async () => {
    const merge = mergeFields(
      { title: 'A', data: { author: 'Asha' } },
      { title: 'A2', data: { author: 'Asha' } },
      { title: 'A', data: { author: 'Ravi' } },
      { nested: ['data'] },
    );
    const onSave = vi.fn();
    render(
      <ConflictPanel by="Ravi" thing="article" conflict={merge} labelOf={(f) => labels[f]} onSave={onSave} />,
    );
    expect(await screen.findByText('Ravi saved this article while you were editing')).toBeTruthy();
    const row = screen.getByText('Author').closest('tr');
    expect(row?.textContent).toContain('Asha');
    expect(row?.textContent).toContain('Ravi');
    fireEvent.click(screen.getByRole('button', { name: 'Save merged changes' }));
    expect(onSave).toHaveBeenCalledWith({});
  });

  it('names a plural thing by its whole noun phrase', async () => {
    expect(conflictHeadline(null, { what: 'these settings' })).toBe(
      'Someone else saved these settings while you were editing',
    );
    expect(conflictHeadline('Ravi', { thing: 'lead' })).toBe('Ravi saved this lead while you were editing');
    const merge = mergeFields({ title: 'A' }, { title: 'A' }, { title: 'B' });
    render(<ConflictPanel what="these settings" conflict={merge} onSave={vi.fn()} />);
    expect(await screen.findByText('Someone else saved these settings while you were editing')).toBeTruthy();
  });

  it('asks mine or theirs for a field both changed before saving', async () => {
    const merge = mergeFields({ title: 'A' }, { title: 'Mine' }, { title: 'Theirs' });
    const onSave = vi.fn();
    const onTakeTheirs = vi.fn();
    render(
      <ConflictPanel
        thing="lead"
        conflict={merge}
        labelOf={(f) => labels[f]}
        onSave={onSave}
        onTakeTheirs={onTakeTheirs}
      />,
    );
    expect(await screen.findByText('Someone else saved this lead while you were editing')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save merged changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const group = screen.getByRole('group', { name: 'Title' });
    expect(group.textContent).toContain('Mine: Mine');
    expect(group.textContent).toContain('Theirs: Theirs');
    fireEvent.click(screen.getByLabelText(/Theirs: Theirs/));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ title: 'theirs' });
    fireEvent.click(screen.getByRole('button', { name: 'Drop mine, take theirs' }));
    expect(onTakeTheirs).toHaveBeenCalled();
  });
});
