import type { ContentListRow } from '@managewell/api/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Form, type FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { studioApi } from './api';
import { EditedItem } from './ChosenItems';
import { FieldInput } from './FieldInput';
import { kindFields, pageFields } from './fields';

vi.mock('./api', () => ({ studioApi: { list: vi.fn() } }));

const row = (
  id: number,
  title: string,
  status: ContentListRow['status'] = 'published',
  parentTitle: string | null = null,
) => ({ id, title, status, parentTitle }) as ContentListRow;

const holder: { form?: FormInstance } = {};

function NameHarness({ department }: { department: string }) {
  const [instance] = Form.useForm();
  holder.form = instance;
  const field = kindFields('job').find((f) => f.name === 'department')!;
  return (
    <App>
      <Form form={instance} initialValues={{ data: { department } }}>
        <FieldInput field={field} name={['data', 'department']} idPrefix="t" />
      </Form>
    </App>
  );
}

function Harness({
  kind,
  name,
  data,
  self = null,
}: {
  kind: 'page' | 'product';
  name: string;
  data: Record<string, unknown>;
  self?: number | null;
}) {
  const [instance] = Form.useForm();
  holder.form = instance;
  const field = (kind === 'page' ? pageFields('home', data) : kindFields(kind)).find((f) => f.name === name)!;
  return (
    <App>
      <EditedItem.Provider value={self}>
        <Form form={instance} initialValues={{ data }}>
          <FieldInput field={field} name={['data', name]} idPrefix="t" />
        </Form>
      </EditedItem.Provider>
    </App>
  );
}

const value = (name: string) => holder.form!.getFieldValue(['data', name]) as unknown;

describe('chosen items', () => {
  it('names the chosen services in order, reorders and removes them, and adds one from the list', async () => {
    vi.mocked(studioApi.list).mockResolvedValue({
      items: [row(1, 'Pool Construction'), row(2, 'Pool Maintenance'), row(3, 'Spa Care', 'draft')],
      total: 3,
    } as never);
    const user = userEvent.setup();
    render(<Harness kind="page" name="homeServices" data={{ homeServices: [2, 3] }} />);
    const list = await screen.findByText('Pool Maintenance');
    expect(list).toBeTruthy();
    expect(screen.getByText('Spa Care')).toBeTruthy();
    // An unpublished choice says so (the site leaves it out).
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(vi.mocked(studioApi.list)).toHaveBeenCalledWith(
      'service',
      expect.objectContaining({ pageSize: 200 }),
    );

    await user.click(screen.getByRole('button', { name: 'Move Services on the home 1 down' }));
    expect(value('homeServices')).toEqual([3, 2]);
    await user.click(screen.getByRole('button', { name: 'Remove Services on the home 1' }));
    expect(value('homeServices')).toEqual([2]);

    await user.click(await screen.findByRole('combobox', { name: 'Add to services on the home' }));
    // Only what is not chosen yet is offered.
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBe(2));
    expect(document.querySelector('.ant-select-item-option[title="Pool Maintenance"]')).toBeNull();
    await user.click(document.querySelector('.ant-select-item-option[title="Pool Construction"]')!);
    expect(value('homeServices')).toEqual([2, 1]);
  });

  it('never offers a product as similar to itself, and names products with their sub category', async () => {
    vi.mocked(studioApi.list).mockResolvedValue({
      items: [
        row(10, 'AquaSand 600', 'published', 'Sand Filters'),
        row(11, 'AquaCart 50', 'published', 'Cartridge'),
      ],
      total: 2,
    } as never);
    const user = userEvent.setup();
    render(<Harness kind="product" name="similarProducts" data={{}} self={10} />);
    await user.click(await screen.findByRole('combobox', { name: 'Add to similar products' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBe(1));
    expect(document.querySelector('.ant-select-item-option')?.getAttribute('title')).toBe(
      'AquaCart 50 (Cartridge)',
    );
  });
});

describe('item names', () => {
  it('offers a job the departments by name, keeping a stored name no department has', async () => {
    vi.mocked(studioApi.list).mockResolvedValue({
      items: [row(5, 'Projects'), row(6, 'Sales')],
      total: 2,
    } as never);
    const user = userEvent.setup();
    render(<NameHarness department="Old Team" />);
    await user.click(await screen.findByRole('combobox'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBe(3));
    expect(vi.mocked(studioApi.list)).toHaveBeenCalledWith('department', expect.anything());
    await user.click(document.querySelector('.ant-select-item-option[title="Sales"]')!);
    expect(value('department')).toBe('Sales');
  });
});
