import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../layout/Footer';
import { renderWithSite } from '../testing/renderWithSite';
import { EnquiryForm } from './EnquiryForm';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Phone Number'), '9820012345');
  await user.selectOptions(screen.getByLabelText('Service'), 'pool-construction');
  await user.type(screen.getByLabelText('Your query'), 'A 10 m pool for our villa.');
}

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EnquiryForm (inline)', () => {
  it('shows every spec message on an empty submit and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    renderWithSite(<EnquiryForm variant="inline" />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The rules load with the form's first use (forms/schemas.ts), then the messages show.
    expect(await screen.findByText('Please enter a name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid Phone Number.')).toBeTruthy();
    expect(screen.getByText('Please select a service.')).toBeTruthy();
    expect(screen.getByText('Please enter a your query.')).toBeTruthy();
    const name = screen.getByLabelText('Name');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter a name.',
    );
  });

  it('uses the spec phone messages for letters and for too short or too long numbers', async () => {
    const user = userEvent.setup();
    renderWithSite(<EnquiryForm variant="inline" />);
    const phone = screen.getByLabelText('Phone Number');
    // The telephone keypad has + for people who write +91.
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect(phone.hasAttribute('maxlength')).toBe(false);
    await user.type(phone, '98abc');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please enter a valid Phone Number.')).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '98200');
    expect(screen.getByText('Please enter a 10 digit Phone Number.')).toBeTruthy();
    await user.type(phone, '1234567');
    expect(screen.getByText('Please enter a 10 digit Phone Number.')).toBeTruthy();
    await user.type(phone, '{Backspace}{Backspace}');
    expect(screen.queryByText('Please enter a 10 digit Phone Number.')).toBeNull();
  });

  it('accepts the mobile as people write it (+91, 0, spaces, hyphens)', async () => {
    const user = userEvent.setup();
    renderWithSite(<EnquiryForm variant="inline" />);
    const phone = screen.getByLabelText('Phone Number');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid Phone Number.')).toBeTruthy();
    for (const written of ['+91 98765 43210', '098765 43210', '98765-43210']) {
      await user.clear(phone);
      await user.type(phone, written);
      expect(screen.queryByText(/Phone Number\./)).toBeNull();
    }
  });

  it('offers Select first, then the settings services', () => {
    renderWithSite(<EnquiryForm variant="inline" />);
    const options = Array.from((screen.getByLabelText('Service') as HTMLSelectElement).options);
    expect(options.map((o) => [o.value, o.text])).toEqual([
      ['', 'Select'],
      ['pool-construction', 'Pool Construction'],
      ['pool-maintenance', 'Pool Maintenance'],
    ]);
  });

  it('hides the honeypot from people without display:none', () => {
    const { container } = renderWithSite(<EnquiryForm variant="inline" />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.getAttribute('autocomplete')).toBe('off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap?.closest('.site-honeypot')).not.toBeNull();
    expect(trap?.style.display).not.toBe('none');
  });

  it('posts the enquiry, resets and goes to /thank-you on 201', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { success: { id: 'l1' } }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { location } = renderWithSite(<EnquiryForm variant="inline" />, { path: '/services' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location.history).toContain('/thank-you'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/website-frontend/enquiry');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9820012345',
      service: 'pool-construction',
      message: 'A 10 m pool for our villa.',
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('shows the server field messages in place and keeps the values on 400', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          code: 'VALIDATION_FAILED',
          message: 'Please check the form.',
          fields: { email: 'Please enter a valid email.' },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithSite(<EnquiryForm variant="inline" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please check the form.');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Rao');
  });
});

const keyOf = (call: unknown) =>
  new Headers((call as [string, RequestInit])[1].headers).get('Idempotency-Key') ?? '';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('EnquiryForm idempotency key', () => {
  it('sends one key for every retry of a submission and a new key after a success', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(503, { code: 'INTERNAL', message: 'Try again in a moment.' }))
      .mockImplementation(async () => jsonResponse(201, { success: { id: 7 } }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { location } = renderWithSite(<EnquiryForm variant="inline" />);
    await fillValid(user);
    const submit = () => user.click(screen.getByRole('button', { name: 'Submit' }));
    await submit();
    await screen.findByText(/could not reach our server/);
    await submit();
    await screen.findByText(/Try again in a moment/);
    await submit();
    await waitFor(() => expect(location.history).toContain('/thank-you'));
    const [first, second, third] = fetchMock.mock.calls.map(keyOf);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
    expect(third).toBe(first);

    await fillValid(user);
    await submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    const fourth = keyOf(fetchMock.mock.calls[3]);
    expect(fourth).toMatch(UUID);
    expect(fourth).not.toBe(first);
  });

  it('the popup keeps the key when it closes on a failure and is opened again with Try again', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => jsonResponse(201, { success: { id: 8 } }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { location } = renderWithSite(<Footer />);
    await user.click(screen.getByRole('button', { name: 'Enquire Now' }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    const first = keyOf(fetchMock.mock.calls[0]);
    expect(window.sessionStorage.getItem('mw-enquiry-submission-key')).toBe(first);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location.history).toContain('/thank-you'));
    expect(keyOf(fetchMock.mock.calls[1])).toBe(first);
    expect(window.sessionStorage.getItem('mw-enquiry-submission-key')).toBeNull();
  });
});

describe('Enquiry popup', () => {
  it('opens from the footer banner; a failed submit closes it, alerts, and Try again restores the values', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(429, {
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Too many enquiries from this address. Please try again in 10 minutes.',
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithSite(<Footer />);
    await user.click(screen.getByRole('button', { name: 'Enquire Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Make an Enquiry' });
    expect(dialog).toBeTruthy();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(alert.textContent).toContain('Your enquiry was not sent.');
    expect(alert.textContent).toContain('Too many enquiries from this address.');
    expect(window.sessionStorage.getItem('mw-enquiry-draft')).toContain('Asha Rao');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('dialog', { name: 'Make an Enquiry' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Rao');
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('9820012345');
    expect((screen.getByLabelText('Service') as HTMLSelectElement).value).toBe('pool-construction');
    expect((screen.getByLabelText('Your query') as HTMLTextAreaElement).value).toBe(
      'A 10 m pool for our villa.',
    );
  });

  it('closes, forgets the draft and goes to /thank-you after a 201; reopening starts empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(201, { success: { id: 'l2' } })),
    );
    const user = userEvent.setup();
    const { location } = renderWithSite(<Footer />);
    await user.click(screen.getByRole('button', { name: 'Enquire Now' }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location.history).toContain('/thank-you'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem('mw-enquiry-draft')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enquire Now' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('closes with Esc and returns focus to the banner button', async () => {
    const user = userEvent.setup();
    renderWithSite(<Footer />);
    const opener = screen.getByRole('button', { name: 'Enquire Now' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
