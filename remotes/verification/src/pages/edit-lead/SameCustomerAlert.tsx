import { fetchLead, fetchLeadDuplicates, mergeLead, messageOf } from '@managewell/api';
import type { DuplicateLead, Lead } from '@managewell/api/contract';
import { useRemoteData } from '@managewell/ui';
import { Alert, Button, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatMobile, fullName, StatusTag } from '../shared/leadDisplay';
import { paths } from '../shared/paths';

const MATCHED_ON: Record<DuplicateLead['matchedOn'][number], string> = { mobile: 'mobile', email: 'e-mail' };

/**
 * "May be the same as …": the other leads with this lead's mobile or e-mail, whatever their
 * source, each with a merge of this lead into it while this one is new or rejected.
 */
export function SameCustomerAlert({
  lead,
  disabled,
  onMerged,
}: {
  lead: Lead;
  /** Why merging cannot start now (unsaved changes), if it cannot. */
  disabled?: string;
  onMerged: (kept: Lead) => void;
}) {
  const remote = useRemoteData(() => fetchLeadDuplicates(lead.id), `${lead.id}:${lead.version}`);
  const [merging, setMerging] = useState<number>();
  const [error, setError] = useState<string>();
  const matches = remote.data ?? [];
  if (lead.status === 'merged' || matches.length === 0) return null;
  const canMerge = lead.status === 'new' || lead.status === 'rejected';

  async function mergeInto(other: DuplicateLead) {
    setMerging(other.id);
    setError(undefined);
    try {
      const into = await fetchLead(other.id);
      onMerged(
        await mergeLead(lead.id, { into: other.id, version: lead.version, into_version: into.version }),
      );
    } catch (failure) {
      setError(messageOf(failure, 'The leads could not be merged. Please try again.'));
      remote.reload();
    } finally {
      setMerging(undefined);
    }
  }

  return (
    <Alert
      type="warning"
      showIcon
      title="This lead may be the same customer as another one"
      description={
        <Flex vertical gap={8}>
          {matches.map((other) => (
            <Flex key={other.id} gap={8} align="center" wrap>
              <span>
                May be the same as{' '}
                <Link to={paths.editLead(other.id)}>
                  {fullName(other)} (lead #{other.id})
                </Link>{' '}
                — same {other.matchedOn.map((m) => MATCHED_ON[m]).join(' and ')}, {formatMobile(other.mobile)}
              </span>
              <StatusTag status={other.status} />
              {canMerge && (
                <Popconfirm
                  title={`Merge this lead into lead #${other.id}?`}
                  description="Its history, enquiry notes and files move there; this lead then only points to it."
                  okText="Merge"
                  cancelText="Cancel"
                  placement="bottom"
                  onConfirm={() => mergeInto(other)}
                  disabled={Boolean(disabled) || merging !== undefined}
                >
                  <Button
                    size="small"
                    loading={merging === other.id}
                    disabled={Boolean(disabled) || merging !== undefined}
                    title={disabled}
                  >
                    Merge into lead #{other.id}
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          ))}
          {!canMerge && (
            <Typography.Text type="secondary">
              A verified lead stays: open the other lead to merge it into this one.
            </Typography.Text>
          )}
          {error && (
            <Typography.Text type="danger" role="alert">
              {error}
            </Typography.Text>
          )}
        </Flex>
      }
    />
  );
}
