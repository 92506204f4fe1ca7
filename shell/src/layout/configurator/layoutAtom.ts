import { atom } from 'jotai';
import {
  LAYOUT_STORAGE_KEY,
  type LayoutAction,
  type LayoutSettings,
  layoutReducer,
  readStoredLayout,
} from './layoutSettings';

const baseLayoutAtom = atom<LayoutSettings>(readStoredLayout());

/** Read the settings; write a LayoutAction. Every change is persisted. */
export const layoutAtom = atom(
  (get) => get(baseLayoutAtom),
  (get, set, action: LayoutAction) => {
    const next = layoutReducer(get(baseLayoutAtom), action);
    set(baseLayoutAtom, next);
    try {
      localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // storage full or blocked: the change still applies for this visit
    }
  },
);
