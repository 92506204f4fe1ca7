import { type Lead, labelOf } from '@managewell/api/contract';
import { Card, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDate, formatMobile, fullName, StatusTag } from '../shared/leadDisplay';
import { paths } from '../shared/paths';

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <dt>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {label}
        </Typography.Text>
      </dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/**
 * The leads list on a phone or a narrow tablet: one card per lead with its key facts
 * (status, contact, city, source, created). The name is the link; a tap anywhere on the
 * card opens the lead too.
 */
export function LeadCardList({
  leads,
  loading,
  empty,
}: {
  leads: Lead[];
  loading: boolean;
  empty: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Spin spinning={loading}>
      {leads.length === 0 ? (
        <Card size="small">{empty}</Card>
      ) : (
        <ul aria-label="Leads" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {leads.map((lead) => (
            <li key={lead.id}>
              <Card
                size="small"
                style={{ width: '100%', cursor: 'pointer' }}
                data-testid="lead-card"
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest('a, button')) return;
                  navigate(paths.editLead(lead.id));
                }}
              >
                <Flex justify="space-between" align="start" gap={8}>
                  <div style={{ minWidth: 0 }}>
                    <Link to={paths.editLead(lead.id)} style={{ fontWeight: 600, fontSize: 16 }}>
                      {fullName(lead)}
                    </Link>
                    {lead.company && (
                      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                        {lead.company}
                      </Typography.Text>
                    )}
                  </div>
                  <StatusTag status={lead.status} />
                </Flex>
                <dl
                  style={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
                    gap: '8px 16px',
                    margin: '12px 0 0',
                  }}
                >
                  <Fact label="Mobile">{formatMobile(lead.mobile, lead.mobile_code)}</Fact>
                  <Fact label="E-mail" wide>
                    {lead.email ?? '—'}
                  </Fact>
                  <Fact label="City">{lead.city ?? '—'}</Fact>
                  <Fact label="Source">{labelOf(lead.source)}</Fact>
                  <Fact label="Created">{formatDate(lead.created_at)}</Fact>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Spin>
  );
}
