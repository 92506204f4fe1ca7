/**
 * The pieces of a chosen-items field (the home's bands, similar products, related posts): the
 * items an editor can choose from, one chosen entry's name, and the "Add" select.
 */
import { messageOf } from '@managewell/api';
import type { ContentKind, ContentListRow } from '@managewell/api/contract';
import { Text } from '@managewell/ui/light';
import { createContext, useEffect, useState } from 'react';
import { studioApi } from './api';
import { FormSelect } from './FormControls';
import { StatusTag } from './StatusTag';
import { KIND_TEXT } from './sections';

/** The id of the item the editor shows (null: a new one), never offered as its own choice. */
export const EditedItem = createContext<number | null>(null);

export interface ChoiceRows {
  rows: ContentListRow[];
  error: string | null;
}

/** Every item of the kind (published or not, in the list's order); nothing for another widget. */
export function useChoiceRows(kind: ContentKind | undefined): ChoiceRows {
  const [state, setState] = useState<ChoiceRows>({ rows: [], error: null });
  useEffect(() => {
    if (!kind) return;
    let current = true;
    studioApi.list(kind, { pageSize: 200, sort: 'position' }).then(
      (answer) => current && setState({ rows: answer.items, error: null }),
      (error: unknown) => current && setState({ rows: [], error: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [kind]);
  return state;
}

/** An item's name in the picker: products and sub categories repeat names, so the parent goes with it. */
const choiceLabel = (row: ContentListRow) =>
  row.parentTitle ? `${row.title} (${row.parentTitle})` : row.title;

/** One chosen entry: the item's name and whether the site shows it. Form.Item passes `value`. */
export function ChosenEntry({ value, rows }: { value?: number; rows: ContentListRow[] }) {
  const row = rows.find((r) => r.id === value);
  if (!row) return <Text type="secondary">{rows.length ? `Item ${value} (deleted)` : 'Loading…'}</Text>;
  return (
    <span className="studio-chosen">
      <span>{choiceLabel(row)}</span> {row.status !== 'published' && <StatusTag status={row.status} />}
    </span>
  );
}

/** The select that adds one more item (those not chosen yet, never `exclude`: the item itself). */
export function AddChosen({
  kind,
  choices,
  chosen,
  exclude,
  disabled,
  onAdd,
  label,
}: {
  kind: ContentKind;
  choices: ChoiceRows;
  chosen: number[];
  exclude?: number;
  disabled: boolean;
  onAdd: (id: number) => void;
  label: string;
}) {
  if (choices.error) return <Text type="danger">{choices.error}</Text>;
  const options = choices.rows
    .filter((r) => !chosen.includes(r.id) && r.id !== exclude)
    .map((r) => ({ value: r.id, label: choiceLabel(r) }));
  return (
    <FormSelect
      aria-label={`Add to ${label.toLowerCase()}`}
      showSearch
      optionFilterProp="label"
      value={null}
      disabled={disabled}
      placeholder={`Add a ${KIND_TEXT[kind].one}…`}
      notFoundContent={`No other ${KIND_TEXT[kind].many.toLowerCase()}`}
      options={options}
      onChange={(id: number) => onAdd(id)}
      style={{ maxWidth: 400, width: '100%' }}
    />
  );
}

/**
 * The select of an item-name field (a job's department): the names of the kind's items, plus
 * the stored name when no item has it any more (so nothing is changed silently).
 */
export function ItemNameSelect({
  id,
  kind,
  value,
  onChange,
}: {
  id: string;
  kind: ContentKind;
  value?: string;
  onChange?: (name: string) => void;
}) {
  const choices = useChoiceRows(kind);
  if (choices.error) return <Text type="danger">{choices.error}</Text>;
  const names = [...new Set(choices.rows.map((r) => r.title))];
  if (value && !names.includes(value)) names.push(value);
  return (
    <FormSelect
      id={id}
      showSearch
      value={value || undefined}
      onChange={(name: string) => onChange?.(name)}
      placeholder={`Choose a ${KIND_TEXT[kind].one}`}
      options={names.map((name) => ({ value: name, label: name }))}
      style={{ maxWidth: 320 }}
    />
  );
}
