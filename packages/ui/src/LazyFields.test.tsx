// @vitest-environment jsdom
import '@managewell/ui/testing/jsdom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyDateRange, LazySelect } from './LazyFields';

const OPTIONS = [
  { value: 'new', label: 'New' },
  { value: 'verified', label: 'Verified' },
];

/** The option shown in an open antd Select list. */
const openOption = (title: string) =>
  Array.from(document.querySelectorAll('.ant-select-item-option')).find(
    (item) => item.getAttribute('title') === title && !item.closest('.ant-select-dropdown-hidden'),
  );

describe('LazySelect', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the chosen label with the field’s id and role before antd’s Select is loaded', () => {
    render(
      <>
        <label htmlFor="status">Status</label>
        <LazySelect id="status" options={OPTIONS} value="verified" placeholder="Any status" />
      </>,
    );
    const field = screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement;
    expect(field.value).toBe('Verified');
    expect(document.querySelector('.ant-select')).toBeNull();
  });

  it('loads antd’s Select on a click, opens it, and reports the choice', async () => {
    const onChange = vi.fn();
    render(<LazySelect aria-label="Status" options={OPTIONS} placeholder="Any status" onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Status' });
    expect((field as HTMLInputElement).placeholder).toBe('Any status');
    fireEvent.mouseDown(field);
    const option = await waitFor(
      () => {
        const found = openOption('Verified');
        if (!found) throw new Error('the list is not open');
        return found;
      },
      { timeout: 15_000 },
    );
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith('verified', expect.anything());
  }, 20_000);
});

describe('LazyDateRange', () => {
  it('shows both ends in the display format with their ids, and loads the picker when focused', async () => {
    render(
      <LazyDateRange
        id={{ start: 'from', end: 'to' }}
        value={['2025-01-05', undefined]}
        onChange={() => {}}
        placeholder={['From', 'To']}
        format="D MMM YYYY"
        allowEmpty
      />,
    );
    const from = document.getElementById('from') as HTMLInputElement;
    expect(from.value).toBe('5 Jan 2025');
    expect((document.getElementById('to') as HTMLInputElement).placeholder).toBe('To');
    fireEvent.focus(from);
    await waitFor(() => expect(document.querySelector('.ant-picker-range')).not.toBeNull(), {
      timeout: 15_000,
    });
    expect((document.getElementById('from') as HTMLInputElement).value).toBe('5 Jan 2025');
  }, 20_000);
});
