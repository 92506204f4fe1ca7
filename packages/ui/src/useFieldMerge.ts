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
  return useMemo(() => ({ merge, start, settle, close }), [merge, start, settle, close]);
}
