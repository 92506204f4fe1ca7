// antd's App context, not `App` itself: importing `App` brings Modal, message and notification
// onto every page that loads this package (see docs/decisions/0011-load-on-first-use.md); the shell fills the context (LazyAntApp).
import AppContext from 'antd/es/app/context';
import { useCallback, useContext, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

interface GuardState {
  dirty: boolean;
  leaving: boolean;
}

/**
 * Every mounted guard's state: the router consults only the blocker registered last, so each
 * blocker asks whether any guard on the page holds unsaved edits (a page with two forms open).
 */
const guards = new Set<GuardState>();
const anyUnsaved = () => [...guards].some((g) => g.dirty && !g.leaving);

/** The question every editing form asks before its unsaved edits are left behind. */
export const LEAVE_WITHOUT_SAVING = 'Leave without saving?';

/**
 * The one unsaved-changes guard of every editing form: while `dirty` holds, the browser confirms
 * closing or reloading the tab, and leaving for another page in the app (a link, the sidebar, the
 * back button) asks "Leave without saving?". A saved or cancelled form passes `dirty` false.
 * Returns `leaveWithoutAsking`, for the page's own navigation once its work is saved
 * (state updates from the save may not have rendered yet when it navigates).
 */
export function useUnsavedChangesGuard(dirty: boolean): { leaveWithoutAsking: () => void } {
  const { modal } = useContext(AppContext);
  const guard = useRef<GuardState>({ dirty, leaving: false });
  guard.current.dirty = dirty;
  useEffect(() => {
    const state = guard.current;
    guards.add(state);
    return () => {
      guards.delete(state);
    };
  }, []);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => anyUnsaved() && currentLocation.pathname !== nextLocation.pathname,
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  // The shell's App context changes once its first dialog loads antd's App: read through a ref,
  // or that change would open a second dialog for the same navigation.
  const modalRef = useRef(modal);
  modalRef.current = modal;
  // One dialog per blocked navigation: keyed on the state, not on the blocker object
  // (a new object on every render while blocked).
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modalRef.current.confirm({
      title: LEAVE_WITHOUT_SAVING,
      content: 'Your changes on this page are not saved yet.',
      okText: 'Leave',
      okButtonProps: { danger: true },
      cancelText: 'Stay',
      onOk: () => blockerRef.current.proceed?.(),
      onCancel: () => blockerRef.current.reset?.(),
    });
  }, [blocker.state]);

  const leaveWithoutAsking = useCallback(() => {
    guard.current.leaving = true;
  }, []);
  return { leaveWithoutAsking };
}
