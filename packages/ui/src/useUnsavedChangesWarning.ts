// antd's App context, not `App` itself: importing `App` brings Modal, message and notification
// onto every page that loads this package (issue 8); the shell fills the context (LazyAntApp).
import AppContext from 'antd/es/app/context';
import { useCallback, useContext, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While `when` holds, asks before the edits are lost: the browser confirms closing or
 * reloading the tab, and leaving for another page in the app asks "Leave without saving?".
 * Returns `leaveWithoutAsking`, for the page's own navigation once its work is saved
 * (state updates from the save may not have rendered yet when it navigates).
 */
export function useUnsavedChangesWarning(when: boolean): { leaveWithoutAsking: () => void } {
  const { modal } = useContext(AppContext);
  const guard = useRef({ when, leaving: false });
  guard.current.when = when;
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guard.current.when && !guard.current.leaving && currentLocation.pathname !== nextLocation.pathname,
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  // One dialog per blocked navigation: keyed on the state, not on the blocker object
  // (a new object on every render while blocked).
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: 'Leave without saving?',
      content: 'Your changes on this page are not saved yet.',
      okText: 'Leave',
      okButtonProps: { danger: true },
      cancelText: 'Stay',
      onOk: () => blockerRef.current.proceed?.(),
      onCancel: () => blockerRef.current.reset?.(),
    });
  }, [blocker.state, modal]);

  const leaveWithoutAsking = useCallback(() => {
    guard.current.leaving = true;
  }, []);
  return { leaveWithoutAsking };
}
