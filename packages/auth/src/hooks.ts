import { useAtomValue } from 'jotai';
import type { SessionState } from './session';
import { sessionAtom, sessionStore } from './store';

export function useSession(): SessionState {
  return useAtomValue(sessionAtom, { store: sessionStore });
}
