import { RESUME_MESSAGES } from '@managewell/api/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../testing/renderWithSite';
import { CareerApplicationForm } from './CareerApplicationForm';
import { resumeProblem } from './resumeFile';

const job = { slug: 'site-engineer-mumbai', title: 'Site Engineer' };

function fileOf(name: string, bytes: number) {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('resumeProblem', () => {
  it('accepts PDF, DOC and DOCX up to 5 MB and names every other problem', () => {
    expect(resumeProblem(fileOf('cv.pdf', 1000))).toBeNull();
    expect(resumeProblem(fileOf('CV.DOCX', 5 * 1024 * 1024))).toBeNull();
    expect(resumeProblem(null)).toBe(RESUME_MESSAGES.missing);
    expect(resumeProblem(fileOf('cv.png', 1000))).toBe(RESUME_MESSAGES.type);
    expect(resumeProblem(fileOf('pdf', 1000))).toBe(RESUME_MESSAGES.type);
    expect(resumeProblem(fileOf('cv.pdf', 5 * 1024 * 1024 + 1))).toBe(RESUME_MESSAGES.size);
  });
});

describe('CareerApplicationForm', () => {
  it('asks for a resume and refuses a wrong type or an oversized file before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithSite(<CareerApplicationForm job={job} />);
    await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await user.type(screen.getByLabelText('Phone Number'), '9820012345');
    await user.click(screen.getByRole('button', { name: 'Apply for Site Engineer' }));
    expect(screen.getByText(RESUME_MESSAGES.missing)).toBeTruthy();

    const input = screen.getByLabelText('Resume') as HTMLInputElement;
    expect(input.accept).toBe('.pdf,.doc,.docx');
    await user.upload(input, fileOf('photo.png', 1000));
    expect(screen.getByText(RESUME_MESSAGES.type)).toBeTruthy();
    await user.upload(input, fileOf('cv.pdf', 6 * 1024 * 1024));
    expect(screen.getByText(RESUME_MESSAGES.size)).toBeTruthy();
    await user.upload(input, fileOf('cv.pdf', 2000));
    expect(screen.queryByText(RESUME_MESSAGES.size)).toBeNull();
  });

  it('uploads the fields, the job slug and the resume, then confirms in place', async () => {
    const sent: FormData[] = [];
    class FakeRequest {
      status = 0;
      responseText = '';
      upload = new EventTarget();
      private listeners = new Map<string, () => void>();
      open() {}
      setRequestHeader() {}
      addEventListener(type: string, listener: () => void) {
        this.listeners.set(type, listener);
      }
      send(body: FormData) {
        sent.push(body);
        this.status = 201;
        this.responseText = '{"success":{"id":"a1"}}';
        setTimeout(() => this.listeners.get('load')?.(), 0);
      }
    }
    const original = window.XMLHttpRequest;
    window.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
    try {
      const user = userEvent.setup();
      renderWithSite(<CareerApplicationForm job={job} />);
      await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
      await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
      await user.type(screen.getByLabelText('Phone Number'), '9820012345');
      await user.type(screen.getByLabelText('Experience (optional)'), '4 years');
      await user.upload(screen.getByLabelText('Resume'), fileOf('cv.pdf', 2000));
      await user.click(screen.getByRole('button', { name: 'Apply for Site Engineer' }));
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toContain('your application has been sent'),
      );
      const body = sent[0] as FormData;
      expect(body.get('job')).toBe('site-engineer-mumbai');
      expect(body.get('name')).toBe('Ravi Kumar');
      expect(body.get('experience')).toBe('4 years');
      expect((body.get('resume') as File).name).toBe('cv.pdf');
      expect(body.get('website')).toBeNull();
    } finally {
      window.XMLHttpRequest = original;
    }
  });

  it('sends the same Idempotency-Key when the visitor retries after a failed upload', async () => {
    const keys: string[] = [];
    const answers = [
      { status: 0, text: '' },
      { status: 201, text: '{"success":{"id":3}}' },
    ];
    class FakeRequest {
      status = 0;
      responseText = '';
      upload = new EventTarget();
      private listeners = new Map<string, () => void>();
      open() {}
      setRequestHeader(name: string, value: string) {
        if (name === 'Idempotency-Key') keys.push(value);
      }
      addEventListener(type: string, listener: () => void) {
        this.listeners.set(type, listener);
      }
      send() {
        const answer = answers.shift()!;
        this.status = answer.status;
        this.responseText = answer.text;
        setTimeout(() => this.listeners.get(answer.status === 0 ? 'error' : 'load')?.(), 0);
      }
    }
    const original = window.XMLHttpRequest;
    window.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
    try {
      const user = userEvent.setup();
      renderWithSite(<CareerApplicationForm job={job} />);
      await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
      await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
      await user.type(screen.getByLabelText('Phone Number'), '9820012345');
      await user.upload(screen.getByLabelText('Resume'), fileOf('cv.pdf', 2000));
      const apply = () => user.click(screen.getByRole('button', { name: 'Apply for Site Engineer' }));
      await apply();
      await screen.findByText(/could not reach our server/);
      await apply();
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toContain('your application has been sent'),
      );
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
    } finally {
      window.XMLHttpRequest = original;
    }
  });
});
