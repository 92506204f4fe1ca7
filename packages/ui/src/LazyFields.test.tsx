// @vitest-environment jsdom
import '@managewell/ui/testing/jsdom';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyDatePicker, LazyDateRange, LazySelect } from './LazyFields';

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
      { timeout: 30_000 },
    );
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith('verified', expect.anything());
  }, 40_000);
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
  }, 40_000);
});

/** A form like HR's with two dates (both required here), with their labels. */
function DateForm({ onReady }: { onReady: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  onReady(form);
  return (
    <Form form={form} layout="vertical" initialValues={{ joined: dayjs('2025-01-05') }}>
      <Form.Item name="joined" label="Date of joining" rules={[{ required: true, message: 'Choose it.' }]}>
        <LazyDatePicker format="D MMM YYYY" />
      </Form.Item>
      <Form.Item name="born" label="Date of birth" rules={[{ required: true, message: 'Enter it.' }]}>
        <LazyDatePicker format="D MMM YYYY" />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('LazyDatePicker', () => {
  afterEach(cleanup);

  /** The open calendar's cell of a day (`YYYY-MM-DD`), once antd's panel is shown. */
  const openCell = (day: string) =>
    Array.from(document.querySelectorAll(`td[title="${day}"]`)).find(
      (cell) => !cell.closest('.ant-picker-dropdown-hidden'),
    );

  // First in this group: antd's DatePicker is not loaded yet (the range test loads RangePicker only).
  it('shows Form.Item’s value, id, label and validation before antd’s DatePicker is loaded', async () => {
    let form: FormInstance | undefined;
    const { container } = render(<DateForm onReady={(f) => (form = f)} />);
    const joined = screen.getByLabelText('Date of joining') as HTMLInputElement;
    expect(joined.value).toBe('5 Jan 2025');
    expect(joined.id).toBe('joined');
    const born = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(born.placeholder).toBe('Select date');
    expect(born.getAttribute('aria-required')).toBe('true');
    expect(container.querySelector('.ant-picker')).toBeNull();
    // Sent empty: Form.Item's message, tied to the field, and the field marked invalid.
    await act(async () => {
      await form?.validateFields().catch(() => {});
    });
    expect(born.getAttribute('aria-invalid')).toBe('true');
    expect(born.getAttribute('aria-describedby')).toBe('born_help');
    expect(await screen.findByText('Enter it.')).toBeTruthy();
    expect(container.querySelector('.ant-picker')).toBeNull();
  }, 40_000);

  it('loads antd’s DatePicker on a click, opens it, and a picked day reaches the form', async () => {
    let form: FormInstance | undefined;
    render(<DateForm onReady={(f) => (form = f)} />);
    fireEvent.mouseDown(screen.getByLabelText('Date of joining'));
    const cell = await waitFor(
      () => {
        const found = openCell('2025-01-20');
        if (!found) throw new Error('the calendar is not open');
        return found;
      },
      { timeout: 30_000 },
    );
    fireEvent.click(cell);
    await waitFor(() =>
      expect((form?.getFieldValue('joined') as Dayjs | undefined)?.format('YYYY-MM-DD')).toBe('2025-01-20'),
    );
    expect((screen.getByLabelText('Date of joining') as HTMLInputElement).value).toBe('20 Jan 2025');
  }, 40_000);

  it('takes the keyboard focus into antd’s DatePicker, where a typed date reaches the form', async () => {
    let form: FormInstance | undefined;
    render(<DateForm onReady={(f) => (form = f)} />);
    act(() => screen.getByLabelText('Date of birth').focus());
    // antd's input replaces the stand-in, with the same id, and has the focus.
    await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull(), { timeout: 30_000 });
    await waitFor(() => expect(document.activeElement?.id).toBe('born'));
    const input = document.activeElement as HTMLInputElement;
    expect(input.closest('.ant-picker')).not.toBeNull();
    fireEvent.change(input, { target: { value: '7 Mar 1990' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect((form?.getFieldValue('born') as Dayjs)?.format('YYYY-MM-DD')).toBe('1990-03-07'),
    );
  }, 40_000);

  it('once loaded, renders antd’s DatePicker at once, which reports a dayjs day and its text', async () => {
    // The tests above loaded it: a further field skips the stand-in (no swap under the pointer).
    const onChange = vi.fn();
    render(<LazyDatePicker aria-label="Day" value={null} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Day' });
    expect(field.closest('.ant-picker')).not.toBeNull();
    expect((field as HTMLInputElement).placeholder).toBe('Select date');
    fireEvent.mouseDown(field);
    fireEvent.click(field);
    const today = dayjs().format('YYYY-MM-DD');
    const cell = await waitFor(() => {
      const found = openCell(today);
      if (!found) throw new Error('the calendar is not open');
      return found;
    });
    fireEvent.click(cell);
    expect(onChange).toHaveBeenCalledTimes(1);
    const [date, text] = onChange.mock.calls[0] as [Dayjs, string];
    expect(date.format('YYYY-MM-DD')).toBe(today);
    expect(text).toBe(today);
  });
});
