import {
  fetchChecklist,
  fetchSalesLead,
  messageOf,
  moveSalesStage,
  updateChecklistItem,
  uploadSalesFile,
} from '@managewell/api';
import type { ChecklistItem, SalesLeadDetail } from '@managewell/api/contract';
import { ErrorState, PageHeader, PageSpinner, useRemoteData } from '@managewell/ui';
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
import { useEffect, useState } from 'react';
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

function ItemRow({
  leadId,
  item,
  editable,
  onSaved,
}: {
  leadId: number;
  item: ChecklistItem;
  editable: boolean;
  onSaved: (items: ChecklistItem[]) => void;
}) {
  const [note, setNote] = useState(item.note ?? '');
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  useEffect(() => setNote(item.note ?? ''), [item.note]);

  const save = async (changes: { done?: boolean; done_on?: string; photo_id?: number }) => {
    setSaving(true);
    try {
      const done = changes.done ?? item.done;
      onSaved(
        await updateChecklistItem(leadId, item.key, {
          done,
          ...(done ? { done_on: changes.done_on ?? item.done_on ?? undefined } : {}),
          note: note || undefined,
          ...(changes.photo_id ? { photo_id: changes.photo_id } : {}),
          version: item.version,
        }),
      );
    } catch (e) {
      toast.error(messageOf(e));
    } finally {
      setSaving(false);
    }
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
          onBlur={() => note !== (item.note ?? '') && save({})}
          onPressEnter={() => note !== (item.note ?? '') && save({})}
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
          Done {formatDate(item.done_on ? `${item.done_on}T06:30:00Z` : null)} by{' '}
          {item.done_by?.username ?? '—'}
        </Typography.Text>
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

  const onSaved = async (next: ChecklistItem[]) => {
    const fresh = await fetchSalesLead(lead.id);
    setState({ detail: fresh, items: next });
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
            <ItemRow key={item.key} leadId={lead.id} item={item} editable={editable} onSaved={onSaved} />
          ))}
        </>
      )}
    </>
  );
}
