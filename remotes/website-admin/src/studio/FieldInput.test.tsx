import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Form, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { FieldInput } from './FieldInput';
import { type FieldDecl, kindFields } from './fields';

const holder: { form?: FormInstance } = {};

function Harness({ field, name, data }: { field: FieldDecl; name: string; data: Record<string, unknown> }) {
  const [instance] = Form.useForm();
  holder.form = instance;
  return (
    <App>
      <Form form={instance} initialValues={{ data }}>
        <FieldInput field={field} name={['data', name]} idPrefix="t" />
      </Form>
    </App>
  );
}

function renderField(kind: 'job' | 'product' | 'project', name: string, data: Record<string, unknown>) {
  const field = kindFields(kind).find((f) => f.name === name)!;
  render(<Harness field={field} name={name} data={data} />);
  return () => holder.form!.getFieldValue(['data', name]) as unknown;
}

describe('nested lists', () => {
  it('reorder, add and remove entries of a list of texts', async () => {
    const user = userEvent.setup();
    const value = renderField('job', 'responsibilities', {
      responsibilities: ['Plan', 'Build', 'Hand over'],
    });
    await user.click(screen.getByRole('button', { name: 'Move Responsibilities 1 down' }));
    expect(value()).toEqual(['Build', 'Plan', 'Hand over']);
    await user.click(screen.getByRole('button', { name: 'Move Responsibilities 3 up' }));
    expect(value()).toEqual(['Build', 'Hand over', 'Plan']);
    await user.click(screen.getByRole('button', { name: 'Remove Responsibilities 1' }));
    expect(value()).toEqual(['Hand over', 'Plan']);
    await user.click(screen.getByRole('button', { name: 'Add responsibilities' }));
    await user.type(screen.getByRole('textbox', { name: 'Responsibilities 3' }), 'Train staff');
    expect(value()).toEqual(['Hand over', 'Plan', 'Train staff']);
  });

  it('reorders by keyboard with the drag handle (dnd-kit)', async () => {
    const user = userEvent.setup();
    const value = renderField('product', 'specifications', {
      specifications: [
        { name: 'Size', value: '8 m' },
        { name: 'Depth', value: '1.5 m' },
      ],
    });
    const handle = screen.getByRole('button', { name: 'Move Specifications 1' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    // Each entry edits its own object fields.
    expect((screen.getAllByRole('textbox', { name: 'Name' })[1] as HTMLInputElement).value).toBe('Depth');
    await user.click(screen.getByRole('button', { name: 'Move Specifications 2 up' }));
    await waitFor(() =>
      expect(value()).toEqual([
        { name: 'Depth', value: '1.5 m' },
        { name: 'Size', value: '8 m' },
      ]),
    );
  });
});

describe('drag and drop on first use', () => {
  it('loads dnd-kit when a handle is focused, which keeps the focus', async () => {
    const user = userEvent.setup();
    renderField('job', 'responsibilities', { responsibilities: ['Plan', 'Build'] });
    // The light handle until then: no dnd-kit instructions yet.
    expect(
      screen.getByRole('button', { name: 'Move Responsibilities 1' }).hasAttribute('aria-describedby'),
    ).toBe(false);
    await user.tab();
    await waitFor(() => {
      const handle = screen.getByRole('button', { name: 'Move Responsibilities 1' });
      expect(handle.getAttribute('aria-describedby')).toMatch(/DndDescribedBy/);
      expect(document.activeElement).toBe(handle);
    });
    expect((screen.getByRole('textbox', { name: 'Responsibilities 2' }) as HTMLInputElement).value).toBe(
      'Build',
    );
  });
});

describe('rich text on first use', () => {
  it('shows the HTML until reached for; what is typed meanwhile reaches the editor and the form', async () => {
    const user = userEvent.setup();
    const value = renderField('product', 'about', { about: '<p>Pools</p>' });
    const standIn = screen.getByRole('textbox', { name: 'About' });
    expect(standIn.getAttribute('contenteditable')).toBeNull();
    expect(standIn.innerHTML).toBe('<p>Pools</p>');
    await user.click(standIn);
    await user.keyboard('{Control>}{End}{/Control} and spas');
    await waitFor(() => expect(value()).toBe('<p>Pools and spas</p>'));
    const editor = () => screen.getByRole('textbox', { name: 'About' });
    expect(editor().getAttribute('contenteditable')).toBe('true');
    // TipTap focuses its view in the next animation frame (and an editor that useEditor
    // replaces on a slow machine takes the focus over).
    await waitFor(() => expect(document.activeElement).toBe(editor()));
  });
});

describe('optional groups', () => {
  const requiredLabels = () =>
    [...document.querySelectorAll('label.ant-form-item-required')].map((l) => l.textContent);

  it('a banner’s button says it is optional; its fields are required only once one is filled', async () => {
    const user = userEvent.setup();
    const banner = kindFields('home-banner');
    const cta = banner.find((f) => f.name === 'cta')!;
    render(<Harness field={cta} name="cta" data={{}} />);
    expect(screen.getByText(`${cta.label} (optional)`)).toBeTruthy();
    expect(requiredLabels()).toEqual([]);
    const [first] = cta.fields!;
    await user.type(screen.getByLabelText(first!.label), 'Call us');
    await waitFor(() => expect(requiredLabels().length).toBe(cta.fields!.length));
  });

  it('a required group marks its required fields at once', () => {
    const group = kindFields('service').find((f) => f.name === 'banner')!;
    render(<Harness field={group} name="banner" data={{}} />);
    expect(screen.getByText(group.label)).toBeTruthy();
    expect(screen.getAllByText(/\(optional\)/).map((e) => e.textContent)).toEqual(['Button (optional)']);
    expect(requiredLabels().length).toBe(group.fields!.filter((f) => f.required).length);
  });
});

describe('limits say why, never change what was typed', () => {
  it('keeps a year outside its range as typed, with the reason on the field', async () => {
    const user = userEvent.setup();
    const value = renderField('project', 'year', { year: 2024 });
    const year = (await screen.findByRole('spinbutton')) as HTMLInputElement;
    await user.clear(year);
    await user.type(year, '1800');
    await user.tab();
    await expect(holder.form!.validateFields()).rejects.toBeTruthy();
    expect(await screen.findByText('At least 1990.')).toBeTruthy();
    expect(year.value).toBe('1800');
    expect(value()).toBe(1800);
  });

  it('counts a text over its limit instead of cutting it', async () => {
    const user = userEvent.setup();
    const value = renderField('project', 'location', { location: '' });
    const location = screen.getByRole('textbox') as HTMLInputElement;
    await user.click(location);
    await user.paste('L'.repeat(130));
    expect(value()).toBe('L'.repeat(130));
    await expect(holder.form!.validateFields()).rejects.toBeTruthy();
    expect(await screen.findByText('At most 120 characters.')).toBeTruthy();
  });
});
