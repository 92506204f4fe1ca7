import { chooseDesign, fetchSalesLead, messageOf, moveSalesStage, uploadSalesFile } from '@managewell/api';
import { ALLOWED_STAGE_MOVES, type SalesLeadDetail, type SalesStage } from '@managewell/api/contract';
import { ErrorState, PageHeader, PageSpinner, useRemoteData, useUnsavedChangesGuard } from '@managewell/ui';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Input,
  List,
  Row,
  Space,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { salesPaths } from '../quotation/shared';
import { AuthImage, openStoredFile } from '../shared/AuthImage';
import { formatDateTime, fullName, optionLabel, StageTag } from '../shared/display';
import { LeadHistoryCard } from '../shared/LeadHistoryCard';
import { LinkButton } from '../shared/LinkButton';
import { leadMissing, paths } from '../shared/paths';
import { useToast } from '../shared/toast';
import { useLeadId } from '../shared/useLeadId';
import { PoolDrawings } from './PoolDrawings';

/** Where the design step leads: the stage it moves to and the page that does that step's work. */
const NEXT_STEPS: { to: SalesStage; label: string; page: (leadId: number) => string }[] = [
  { to: 'extra_payments', label: 'Go to extra payments', page: salesPaths.extraPayment },
  { to: 'terms', label: 'Go to terms', page: salesPaths.terms },
];
const DESIGN_STAGES: SalesStage[] = ['costed', 'design', 'extra_payments', 'terms', 'final_sent'];

/** /app/sales/design/:lead_id — design drawings (versions kept), the customer's choice, the pool drawn. */
export function DesignPage() {
  const id = useLeadId();
  const { data, error, reload } = useRemoteData(
    () => (id ? fetchSalesLead(id) : Promise.reject(new Error('There is no such lead.'))),
    String(id),
  );
  const [detail, setDetail] = useState<SalesLeadDetail | null>(null);
  useEffect(() => setDetail(data ?? null), [data]);
  const [title, setTitle] = useState('');
  const [uploading, setUploading] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  // A design title typed but not uploaded yet is an unsaved edit.
  useUnsavedChangesGuard(title.trim() !== '' && !uploading);

  if (error !== undefined && !detail)
    return (
      <ErrorState
        title="The lead could not be loaded"
        error={error}
        onRetry={reload}
        {...leadMissing(paths.designs, 'Back to the designs')}
      />
    );
  if (!detail) return <PageSpinner />;
  const { lead, sales, requirement } = detail;
  const designs = detail.files.filter((f) => f.kind === 'design');
  const canUpload = DESIGN_STAGES.includes(sales.stage);
  const refresh = async () => setDetail(await fetchSalesLead(lead.id));

  const choose = async (fileId: number) => {
    try {
      setDetail(await chooseDesign(lead.id, fileId, sales.version));
      toast.success('Marked as the customer’s choice');
    } catch (e) {
      toast.error(messageOf(e));
      await refresh();
    }
  };
  const move = async (step: (typeof NEXT_STEPS)[number]) => {
    try {
      await moveSalesStage(lead.id, { to: step.to, version: sales.version });
      toast.success('Moved on');
      navigate(step.page(lead.id));
    } catch (e) {
      toast.error(messageOf(e));
    }
  };

  return (
    <>
      <PageHeader
        title={`Design: ${fullName(lead)}`}
        crumbs={[{ title: 'Quotation' }, { title: 'Design', to: paths.designs }]}
        subtitle={<StageTag stage={sales.stage} />}
        extra={
          <Space wrap>
            <LinkButton to={paths.requirement(lead.id)}>Requirement</LinkButton>
            {NEXT_STEPS.filter(
              (s) => sales.stage === 'design' && ALLOWED_STAGE_MOVES.design.includes(s.to),
            ).map((s) => (
              <Button key={s.to} onClick={() => move(s)} disabled={!designs.some((d) => d.chosen)}>
                {s.label}
              </Button>
            ))}
          </Space>
        }
      />
      {sales.stage === 'design' && !designs.some((d) => d.chosen) && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Upload the design drawings and mark the one the customer chose to move on."
        />
      )}
      {requirement ? (
        <Space direction="vertical" size={16} style={{ width: '100%', marginBottom: 16 }}>
          <Card size="small" title="Requirement">
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 4 }}
              items={[
                { key: 't', label: 'Project', children: optionLabel(requirement.project_type) },
                {
                  key: 's',
                  label: 'Site',
                  children: `${requirement.site_address} (${requirement.site_state})`,
                },
                {
                  key: 'd',
                  label: 'Size',
                  children: `${requirement.length_m} × ${requirement.width_m} m, ${requirement.shallow_depth_m}–${requirement.deep_depth_m} m deep`,
                },
                {
                  key: 'm',
                  label: 'Area / volume',
                  children: `${requirement.metrics.areaM2} m² / ${requirement.metrics.volumeLitres.toLocaleString('en-IN')} L`,
                },
                { key: 'f', label: 'Finish', children: optionLabel(requirement.finish) },
                { key: 'h', label: 'Shape', children: optionLabel(requirement.shape) },
              ]}
            />
          </Card>
          <PoolDrawings dims={requirement} />
        </Space>
      ) : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="No requirement captured: nothing to draw."
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card size="small" title={`Design drawings (${designs.length})`}>
            {canUpload && (
              <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
                <Input
                  placeholder="Title, e.g. Option B with deck"
                  value={title}
                  count={{ show: true, max: 200 }}
                  onChange={(e) => setTitle(e.target.value)}
                  aria-label="Design title"
                />
                <Upload
                  accept="application/pdf,image/jpeg,image/png,image/webp"
                  showUploadList={false}
                  customRequest={async ({ file, onSuccess, onError }) => {
                    setUploading(true);
                    try {
                      const saved = await uploadSalesFile(
                        lead.id,
                        'design',
                        file as File,
                        title || undefined,
                      );
                      setTitle('');
                      toast.success(`Design version ${saved.design_version} uploaded`);
                      await refresh();
                      onSuccess?.(saved);
                    } catch (e) {
                      toast.error(messageOf(e));
                      onError?.(e as Error);
                    } finally {
                      setUploading(false);
                    }
                  }}
                >
                  <Button type="primary" loading={uploading}>
                    Upload design
                  </Button>
                </Upload>
              </Space.Compact>
            )}
            <List
              dataSource={designs}
              locale={{ emptyText: 'No drawings yet: PDF, JPEG, PNG or WebP, up to 10 MB.' }}
              renderItem={(d) => (
                <List.Item
                  actions={[
                    <Button
                      key="open"
                      size="small"
                      onClick={() => openStoredFile(d.url).catch((e) => toast.error(messageOf(e)))}
                    >
                      Open
                    </Button>,
                    d.chosen ? (
                      <Tag key="c" color="green">
                        Customer's choice
                      </Tag>
                    ) : (
                      <Button key="c" size="small" onClick={() => choose(d.id)} disabled={!canUpload}>
                        Mark as chosen
                      </Button>
                    ),
                  ]}
                >
                  <List.Item.Meta
                    avatar={
                      d.mime.startsWith('image/') ? (
                        <AuthImage url={d.url} alt={d.original_name} width={64} />
                      ) : (
                        <Tag>PDF</Tag>
                      )
                    }
                    title={`v${d.design_version} · ${d.title ?? d.original_name}`}
                    description={
                      <Typography.Text type="secondary">
                        {d.original_name} · {(d.bytes / 1024).toFixed(0)} KB ·{' '}
                        {d.uploaded_by?.username ?? '—'}, {formatDateTime(d.created_at)}
                      </Typography.Text>
                    }
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <LeadHistoryCard history={detail.history} />
        </Col>
      </Row>
    </>
  );
}
