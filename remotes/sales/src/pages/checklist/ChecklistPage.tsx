import {
  fetchChecklist,
  fetchSalesLead,
  messageOf,
  moveSalesStage,
  updateChecklistItem,
  uploadSalesFile,
} from '@managewell/api';
import {
  type ChecklistItem,
  ERROR_CODES,
  isApiErrorBody,
  type SalesLeadDetail,
} from '@managewell/api/contract';
import {
  type ConflictChoice,
  ConflictPanel,
  ErrorState,
  PageHeader,
  PageSpinner,
  useFieldMerge,
  useRemoteData,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Flex,
  Input,
  Progress,
  Space,
  Typography,
  Upload,
} from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AuthImage } from '../shared/AuthImage';
import { formatDate, fullName, StageTag } from '../shared/display';
import { LinkButton } from '../shared/LinkButton';
import { leadMissing, paths } from '../shared/paths';
import { useToast } from '../shared/toast';
import { useLeadId } from '../shared/useLeadId';

interface Loaded {
  detail: SalesLeadDetail;
  items: ChecklistItem[];
}

/** An item's fields as a save sends them and a stale save merges them. */
interface ItemValues {
  done: boolean;
  done_on: string | null;
  note: string;
  photo: number | null;
}
const ITEM_LABELS: Record<string, string> = {
  done: 'Done',
  done_on: 'Done on',
  note: 'Note',
  photo: 'Photo',
};
export const itemValuesOf = (item: ChecklistItem): ItemValues => ({
  done: item.done,
  done_on: item.done_on,
  note: item.note ?? '',
  photo: item.photo?.id ?? null,
});

function ItemRow({
  leadId,
  item,
  editable,
  onSaved,
  onUnsaved,
}: {
  leadId: number;
  item: ChecklistItem;
  editable: boolean;
  /** After a save with its answer (every item), or with null to load the checklist as now saved. */
  onSaved: (items: ChecklistItem[] | null) => void;
  /** Whether this row holds a note not yet saved or an open merge. */
  onUnsaved: (key: string, unsaved: boolean) => void;
}) {
  const [note, setNote] = useState(item.note ?? '');
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);
  const toast = useToast();
  // A stale save: the merge of the item as loaded, my change and the item as now saved.
  const conflicts = useFieldMerge<ItemValues, ChecklistItem>();
  const merge = conflicts.merge;
  useEffect(() => setNote(item.note ?? ''), [item.note]);
  const unsaved = note !== (item.note ?? '') || merge !== null;
  useEffect(() => onUnsaved(item.key, unsaved), [item.key, unsaved, onUnsaved]);
  useEffect(() => () => onUnsaved(item.key, false), [item.key, onUnsaved]);

  /** Saves the item's values on `base` (the loaded item, or after a merge the other person's). */
  const send = async (values: ItemValues, base: ChecklistItem) => {
    // Enter saves and then the input, disabled while saving, blurs: one save, not two.
    if (sending.current) return;
    sending.current = true;
    setSaving(true);
    try {
      onSaved(
        await updateChecklistItem(leadId, item.key, {
          done: values.done,
          ...(values.done ? { done_on: values.done_on ?? undefined } : {}),
          note: values.note || undefined,
          ...(values.photo && values.photo !== (base.photo?.id ?? null) ? { photo_id: values.photo } : {}),
          version: base.version,
        }),
      );
      conflicts.close();
    } catch (e) {
      const stale = isApiErrorBody(e) && e.code === ERROR_CODES.conflict;
      // The 409 does not carry the item as now saved: the merge fetches it.
      const merged = stale
        ? await conflicts.mergeWithServer(item, values, {
            fetch: async () => {
              const now = (await fetchChecklist(leadId)).find((i) => i.key === item.key);
              if (!now) throw new Error('The item is gone.');
              return now;
            },
            version: (i) => i.version,
            values: itemValuesOf,
          })
        : null;
      if (merged) setNote(merged.note);
      else toast.error(messageOf(e));
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };

  const save = (changes: { done?: boolean; done_on?: string; photo_id?: number }) => {
    const base = merge?.current ?? item;
    const done = changes.done ?? base.done;
    return send(
      {
        done,
        done_on: changes.done_on ?? base.done_on,
        note,
        photo: changes.photo_id ?? base.photo?.id ?? null,
      },
      base,
    );
  };

  const saveMerged = (choices: Record<string, ConflictChoice>) => {
    if (!merge) return;
    void send(conflicts.settle({ ...merge.result.merged, note }, choices), merge.current);
  };

  return (
    <Card size="small" style={{ marginBottom: 8 }} data-testid={`checklist-${item.key}`}>
      <Flex gap={16} wrap align="flex-start">
        <Checkbox
          checked={item.done}
          disabled={!editable || saving}
          onChange={(e) => save({ done: e.target.checked })}
          style={{ minWidth: 200, fontWeight: 600 }}
        >
          {item.label}
        </Checkbox>
        <DatePicker
          aria-label={`${item.label}: done on`}
          disabled={!editable || saving || !item.done}
          value={item.done_on ? dayjs(item.done_on) : null}
          format="D MMM YYYY"
          onChange={(d) => d && save({ done_on: d.format('YYYY-MM-DD') })}
        />
        <Input
          aria-label={`${item.label}: note`}
          style={{ flex: 1, minWidth: 200 }}
          placeholder="Note"
          count={{ show: true, max: 1000 }}
          value={note}
          disabled={!editable || saving}
          onChange={(e) => setNote(e.target.value)}
          // While a merge is open, its panel saves the note.
          onBlur={() => !merge && note !== (item.note ?? '') && save({})}
          onPressEnter={() => !merge && note !== (item.note ?? '') && save({})}
        />
        {item.photo ? (
          <AuthImage url={item.photo.url} alt={`${item.label} photo`} width={64} />
        ) : (
          editable && (
            <Upload
              accept="image/jpeg,image/png,image/webp"
              showUploadList={false}
              customRequest={async ({ file, onSuccess, onError }) => {
                try {
                  const photo = await uploadSalesFile(leadId, 'checklist-photo', file as File, item.label);
                  await save({ photo_id: photo.id });
                  onSuccess?.(photo);
                } catch (e) {
                  toast.error(messageOf(e));
                  onError?.(e as Error);
                }
              }}
            >
              <Button size="small" disabled={saving}>
                Add photo
              </Button>
            </Upload>
          )
        )}
      </Flex>
      {item.done && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Done {formatDate(item.done_on ? `${item.done_on}T06:30:00Z` : null)} by {item.done_by?.name ?? '—'}
        </Typography.Text>
      )}
      {merge && (
        <ConflictPanel
          by={merge.current.done_by?.name}
          thing="checklist item"
          conflict={merge.result}
          labelOf={(field) => ITEM_LABELS[field] ?? field}
          formatValue={(value, field) =>
            field === 'done'
              ? value
                ? 'Yes'
                : 'No'
              : field === 'photo'
                ? value
                  ? 'A photo'
                  : '—'
                : String(value || '—')
          }
          saving={saving}
          onSave={saveMerged}
          onTakeTheirs={() => {
            setNote(merge.current.note ?? '');
            conflicts.close();
            void onSaved(null);
          }}
        />
      )}
    </Card>
  );
}

/** /app/sales/checklist/:lead_id — the handover checklist, item by item. */
export function ChecklistPage() {
  const id = useLeadId();
  const { data, error, reload } = useRemoteData<Loaded>(async () => {
    if (!id) throw new Error('There is no such lead.');
    const [detail, items] = await Promise.all([fetchSalesLead(id), fetchChecklist(id)]);
    return { detail, items };
  }, String(id));
  const [state, setState] = useState<Loaded | null>(null);
  useEffect(() => setState(data ?? null), [data]);
  const toast = useToast();
  const [unsavedRows, setUnsavedRows] = useState<ReadonlySet<string>>(new Set());
  const onUnsaved = useCallback(
    (key: string, unsaved: boolean) =>
      setUnsavedRows((rows) => {
        if (rows.has(key) === unsaved) return rows;
        const next = new Set(rows);
        if (unsaved) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  useUnsavedChangesGuard(unsavedRows.size > 0);

  if (error !== undefined && !state)
    return (
      <ErrorState
        title="The checklist could not be loaded"
        error={error}
        onRetry={reload}
        {...leadMissing(paths.checklists, 'Back to the checklists')}
      />
    );
  if (!state) return <PageSpinner />;
  const { detail, items } = state;
  const { lead, sales } = detail;
  const editable = sales.stage === 'accepted' || sales.stage === 'checklist';
  const done = items.filter((i) => i.done).length;

  /** After a save (its answer: every item), or with null to load the checklist as now saved. */
  const onSaved = async (next: ChecklistItem[] | null) => {
    const [fresh, items] = await Promise.all([fetchSalesLead(lead.id), next ?? fetchChecklist(lead.id)]);
    setState({ detail: fresh, items });
  };
  const handOver = async () => {
    try {
      const fresh = await moveSalesStage(lead.id, { to: 'done', version: sales.version });
      setState({ detail: fresh, items });
      toast.success('Handed over');
    } catch (e) {
      toast.error(messageOf(e));
    }
  };

  return (
    <>
      <PageHeader
        title={`Checklist: ${fullName(lead)}`}
        crumbs={[{ title: 'Checklist', to: paths.checklists }]}
        subtitle={<StageTag stage={sales.stage} />}
        extra={
          <Space wrap>
            <LinkButton to={paths.checklistView(lead.id)}>Printable view</LinkButton>
            {sales.stage === 'checklist' && (
              <Button type="primary" disabled={done < items.length} onClick={handOver}>
                Mark handed over
              </Button>
            )}
          </Space>
        }
      />
      {items.length === 0 ? (
        <Alert type="info" showIcon title="The checklist starts when the customer accepts the quotation." />
      ) : (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Progress
              percent={Math.round((done / items.length) * 100)}
              format={() => `${done} of ${items.length} done`}
            />
          </Card>
          {items.map((item) => (
            <ItemRow
              key={item.key}
              leadId={lead.id}
              item={item}
              editable={editable}
              onSaved={onSaved}
              onUnsaved={onUnsaved}
            />
          ))}
        </>
      )}
    </>
  );
}
