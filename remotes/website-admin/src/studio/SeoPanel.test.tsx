import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Form, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { kindFields } from './fields';
import { SeoPanel } from './SeoPanel';

const holder: { form?: FormInstance } = {};

function Harness({ kind, values }: { kind: 'service' | 'testimonial'; values: Record<string, unknown> }) {
  const [instance] = Form.useForm();
  holder.form = instance;
  return (
    <App>
      <Form form={instance} initialValues={values}>
        <SeoPanel kind={kind} publicPath="/services/pool-maintenance" />
      </Form>
    </App>
  );
}

const preview = () => screen.getByRole('region', { name: 'Search result preview' });

describe('SeoPanel', () => {
  it('edits the meta title with a counter, and the preview uses it (the title when empty)', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        kind="service"
        values={{ title: 'Pool Maintenance', summary: 'Weekly care.', data: { image: 'pool-small' } }}
      />,
    );
    expect(preview().textContent).toContain('Pool Maintenance');
    expect(screen.getByText('16 / 60')).toBeTruthy();
    await user.click(screen.getByLabelText('Meta title'));
    await user.paste('Pool cleaning in Mumbai');
    expect(preview().textContent).toContain('Pool cleaning in Mumbai');
    expect(screen.getByText('23 / 60')).toBeTruthy();
    expect(holder.form!.getFieldValue(['data', 'seo', 'title'])).toBe('Pool cleaning in Mumbai');
    // Over 60: the counter warns.
    await user.paste(' — weekly visits, water tests, repairs');
    expect(screen.getByText(/search engines will cut it/)).toBeTruthy();
  });

  it('shows the social image picker with a way back to the item’s picture', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        kind="service"
        values={{ title: 'T', summary: '', data: { image: 'pool-small', seo: { image: 'pool-wide' } } }}
      />,
    );
    expect(screen.getByText('pool-wide')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use the item’s picture' }));
    expect(holder.form!.getFieldValue(['data', 'seo', 'image'])).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeTruthy();
  });

  it('offers no own fields for a kind without a page, and the form never shows `seo` as a group', () => {
    render(<Harness kind="testimonial" values={{ title: 'Anil', summary: '', data: {} }} />);
    expect(screen.queryByLabelText('Meta title')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose image' })).toBeNull();
    expect(kindFields('service').map((f) => f.name)).not.toContain('seo');
  });
});
