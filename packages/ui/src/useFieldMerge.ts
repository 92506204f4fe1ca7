import { useCallback, useMemo, useState } from 'react';
import {
  type ConflictChoice,
  type MergeOptions,
  type MergeResult,
  mergeFields,
  resolveConflicts,
} from './mergeFields';

/** An open merge: its result (for `ConflictPanel`) and the record as the server has it now. */
export interface OpenMerge<T, C> {
  result: MergeResult<T>;
  current: C;
}

/** How a form fetches its record as now saved, reads its version, and turns it into form values. */
export interface ServerMerge<T, C> {
  fetch: () => Promise<C>;
  version: (record: C) => unknown;
  values: (record: C) => T;
}

/**
 * The state of a form's conflict flow: `start` after a stale save (returns the values to put into
 * the form), `settle` when the person saves the merge (the form's values now, each field both
 * changed as chosen), `close` once saved or dropped. `merge.current` is what the next save goes on.
 */
export function useFieldMerge<T extends object, C>(options?: MergeOptions) {
  const [merge, setMerge] = useState<OpenMerge<T, C> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are constant per form
  const start = useCallback((base: T, mine: T, theirs: T, current: C): T => {
    const result = mergeFields(base, mine, theirs, options);
    setMerge({ result, current });
    return result.merged;
  }, []);
  const settle = useCallback(
    (now: T, choices: Readonly<Record<string, ConflictChoice>>): T =>
      merge ? resolveConflicts({ ...merge.result, merged: now }, choices, options) : now,
    [merge, options],
  );
  const close = useCallback(() => setMerge(null), []);
  /**
   * After a stale save of `loaded` (or of the other person's record, after a merge): fetches the
   * record as now saved and, when someone saved it meanwhile, opens the merge and returns the
   * values for the form; null when nobody did (the 409 had another reason) or it could not load.
   */
  const mergeWithServer = useCallback(
    async (loaded: C, mine: T, how: ServerMerge<T, C>): Promise<T | null> => {
      const base = merge?.current ?? loaded;
      try {
        const current = await how.fetch();
        if (how.version(current) === how.version(base)) return null;
        return start(how.values(base), mine, how.values(current), current);
      } catch {
        return null;
      }
    },
    [merge, start],
  );
  return useMemo(
    () => ({ merge, start, settle, close, mergeWithServer }),
    [merge, start, settle, close, mergeWithServer],
  );
}
