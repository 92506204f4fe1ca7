import { assignLeadOwner, listSalesTeam, messageOf } from '@managewell/api';
import type { PersonRef, SalesLeadDetail } from '@managewell/api/contract';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useToast } from '../shared/toast';

/** The lead's owner, and any sales user can give the lead to someone else (or take it). */
export function OwnerPicker({
  detail,
  onSaved,
}: {
  detail: SalesLeadDetail;
  onSaved: (next: SalesLeadDetail) => void;
}) {
  const [team, setTeam] = useState<PersonRef[] | null>(null);
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const owner = detail.sales.owner;

  const change = async () => {
    try {
      setTeam(await listSalesTeam());
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  const assign = async (ownerId: number) => {
    if (ownerId === owner?.id) return setTeam(null);
    setSaving(true);
    try {
      const next = await assignLeadOwner(detail.lead.id, {
        owner_id: ownerId,
        version: detail.sales.version,
      });
      toast.success(`The lead is ${next.sales.owner?.name ?? 'reassigned'}’s now`);
      setTeam(null);
      onSaved(next);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  if (team === null)
    return (
      <Space size={8} wrap>
        <span>{owner?.name ?? 'Nobody yet'}</span>
        <Button size="small" onClick={change}>
          {owner ? 'Change' : 'Assign'}
        </Button>
      </Space>
    );
  return (
    <Space size={8} wrap>
      <LazySelect
        aria-label="Owner"
        style={{ minWidth: 200 }}
        showSearch
        optionFilterProp="label"
        disabled={saving}
        loading={saving}
        value={owner?.id}
        options={team.map((p) => ({ value: p.id, label: p.name }))}
        onChange={(id: number) => void assign(id)}
      />
      <Button size="small" onClick={() => setTeam(null)} disabled={saving}>
        Cancel
      </Button>
    </Space>
  );
}
