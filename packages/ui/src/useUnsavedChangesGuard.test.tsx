// @vitest-environment jsdom
import '@managewell/ui/testing/jsdom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import AppContext from 'antd/es/app/context';
import { type ContextType, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderAt } from './testing/render';
import { LEAVE_WITHOUT_SAVING, useUnsavedChangesGuard } from './useUnsavedChangesGuard';

function EditingForm() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);
  return (
    <>
      <label>
        Title
        <input onChange={() => setDirty(true)} />
      </label>
      <button type="button" onClick={() => setDirty(false)}>
        Save
      </button>
      <Link to="/app/other">Sidebar link</Link>
    </>
  );
}

const open = () => renderAt('/app/form', '/app/form', <EditingForm />);
const reload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(cleanup);

// The first dialog loads antd's Modal, which is slow on a busy machine.
// Like the shell's LazyAntApp: the first dialog loads antd's App, which gives a new context.
function ChangingApp({ confirm }: { confirm: (config: unknown) => void }) {
  const [loads, setLoads] = useState(0);
  const context = {
    modal: {
      confirm: (config: unknown) => {
        confirm(config);
        setLoads(1);
      },
    },
  } as unknown as ContextType<typeof AppContext>;
  const router = useState(() =>
    createMemoryRouter(
      [
        { path: '/app/form', element: <EditingForm /> },
        { path: '*', element: <div>Elsewhere</div> },
      ],
      { initialEntries: ['/app/form'] },
    ),
  )[0];
  return (
    <AppContext.Provider value={context}>
      <span data-testid="loads">{loads}</span>
      <RouterProvider router={router} />
    </AppContext.Provider>
  );
}

describe('useUnsavedChangesGuard', { timeout: 20_000 }, () => {
  it('lets an untouched form go without asking', async () => {
    open();
    expect(reload()).toBe(false);
    fireEvent.click(screen.getByText('Sidebar link'));
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/other'));
  });

  it('asks before leaving a dirty form, and stays when told to', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x' } });
    expect(reload()).toBe(true);
    fireEvent.click(screen.getByText('Sidebar link'));
    expect((await screen.findAllByText(LEAVE_WITHOUT_SAVING)).length).toBeGreaterThan(0);
    expect(currentLocation.pathname).toBe('/app/form');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(currentLocation.pathname).toBe('/app/form');
    // Still guarded until saved; once saved, the same link goes.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByText('Sidebar link'));
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/other'));
  });

  it('leaves when the person confirms', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x' } });
    fireEvent.click(screen.getByText('Sidebar link'));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/other'));
  });

  it('never asks once the form is saved', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(reload()).toBe(false);
    fireEvent.click(screen.getByText('Sidebar link'));
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/other'));
    expect(screen.queryAllByText(LEAVE_WITHOUT_SAVING)).toHaveLength(0);
  });

  it('opens one dialog for a navigation even when the App context changes meanwhile', async () => {
    const confirm = vi.fn();
    render(<ChangingApp confirm={confirm} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x' } });
    fireEvent.click(screen.getByText('Sidebar link'));
    await waitFor(() => expect(screen.getByTestId('loads').textContent).toBe('1'));
    // The new context has rendered: a second dialog would have opened by now.
    await waitFor(() => expect(screen.getByText('Title')).toBeTruthy());
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('asks for a dirty form even when a clean one mounted after it (the router consults one blocker)', async () => {
    renderAt('/app/form', '/app/form', <FormWithCleanDialog />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Deck' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    fireEvent.click(screen.getByRole('link', { name: 'Sidebar link' }));
    expect((await screen.findAllByText(LEAVE_WITHOUT_SAVING)).length).toBeGreaterThan(0);
    expect(currentLocation.pathname).toBe('/app/form');
  });
});

/** A dialog with nothing to save: its guard asks nothing. */
function CleanDialog() {
  useUnsavedChangesGuard(false);
  return null;
}

/** A dirty form with a clean dialog opened over it (the later, clean guard registers last). */
function FormWithCleanDialog() {
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <EditingForm />
      <button type="button" onClick={() => setDialog(true)}>
        Open dialog
      </button>
      {dialog && <CleanDialog />}
    </>
  );
}
