import { lazy, type ReactNode, Suspense } from 'react';
import type { ConflictChoice, ConflictSubject, MergeResult } from './mergeFields';

export type ConflictPanelProps = ConflictSubject & {
  /** Who saved meanwhile, when the server says. */
  by?: string | null;
  /** The merge of base, mine and theirs (`mergeFields`). */
  conflict: Pick<MergeResult<unknown>, 'conflicts' | 'theirChanges'>;
  /** A field's label (its name, dotted for nested fields). */
  labelOf?: (field: string) => ReactNode;
  formatValue?: (value: unknown, field: string) => ReactNode;
  saving?: boolean;
  /** Saves the merge, with mine or theirs as chosen for each field both changed. */
  onSave: (choices: Record<string, ConflictChoice>) => void;
  /** Drops my edits for the current record. */
  onTakeTheirs?: () => void;
};

// Shown only after a stale save, so it loads then, not with every form.
const Body = lazy(() => import('./ConflictPanelBody').then((m) => ({ default: m.ConflictPanelBody })));

/**
 * The one conflict flow of a versioned save, placed beside the form's Save button: what the
 * other person changed, and for each field both changed, mine and theirs side by side to choose.
 */
export function ConflictPanel(props: ConflictPanelProps) {
  return (
    <Suspense fallback={<div role="status" aria-busy="true" style={{ minHeight: 80 }} />}>
      <Body {...props} />
    </Suspense>
  );
}
