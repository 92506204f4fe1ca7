import type { SiteImportKindReport, SiteImportReport } from '@managewell/api/contract';
import { DataTable } from '@managewell/ui/data-table';
import { Alert, Space, Tag, Typography } from 'antd';

/** 'product-sub-category' → 'Product sub-categories'. */
export function kindLabel(kind: string): string {
  const words = kind.replace(/-/g, ' ');
  const plural = words.endsWith('y') ? `${words.slice(0, -1)}ies` : words.endsWith('s') ? words : `${words}s`;
  return plural[0]!.toUpperCase() + plural.slice(1);
}

interface Row {
  key: string;
  label: string;
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
  details: { what: 'Added' | 'Changed' | 'Removed'; names: string[]; total: number }[];
}

function rowsOf(report: SiteImportReport): Row[] {
  const kindRows: Row[] = report.kinds
    .filter((k) => k.added + k.changed + k.unchanged + k.removed > 0)
    .map((k: SiteImportKindReport) => ({
      key: k.kind,
      label: kindLabel(k.kind),
      added: k.added,
      changed: k.changed,
      unchanged: k.unchanged,
      removed: k.removed,
      details: [
        { what: 'Added' as const, names: k.addedTitles, total: k.added },
        { what: 'Changed' as const, names: k.changedTitles, total: k.changed },
        { what: 'Removed' as const, names: k.removedTitles, total: k.removed },
      ].filter((d) => d.total > 0),
    }));
  const m = report.media;
  kindRows.push({
    key: 'media',
    label: 'Media (pictures, brochure)',
    added: m.added,
    changed: m.changed,
    unchanged: m.unchanged,
    removed: m.removed,
    details: [
      { what: 'Added' as const, names: m.addedIds, total: m.added },
      { what: 'Changed' as const, names: m.changedIds, total: m.changed },
      { what: 'Removed' as const, names: m.removedIds, total: m.removed },
    ].filter((d) => d.total > 0),
  });
  return kindRows;
}

const number = (tone: 'success' | 'warning' | 'danger' | undefined) => (n: number) =>
  n === 0 ? (
    <Typography.Text type="secondary">0</Typography.Text>
  ) : (
    <Typography.Text type={tone} strong>
      {n}
    </Typography.Text>
  );

/** What an import changes (or, as a dry run, would change): per kind, the settings and the media. */
export function ImportReport({ report }: { report: SiteImportReport }) {
  const rows = rowsOf(report);
  const verb = report.dryRun ? 'would' : 'did';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {report.unchanged ? (
        <Alert
          type="success"
          showIcon
          title={
            report.dryRun
              ? 'Nothing would change: the site already matches this archive.'
              : 'Nothing changed.'
          }
        />
      ) : (
        <Alert
          type={report.dryRun ? 'info' : 'success'}
          showIcon
          title={
            report.dryRun
              ? `Dry run (${report.mode}): this is what the import would change. Nothing has changed yet.`
              : `Imported (${report.mode}).`
          }
          description={
            report.mode === 'replace' && rows.some((r) => r.removed > 0)
              ? `Replace ${verb} remove the items and media that are not in the archive.`
              : undefined
          }
        />
      )}
      <DataTable<Row>
        label="What the import changes"
        size="small"
        rowKey="key"
        dataSource={rows}
        minWidth={520}
        rowExpandable={(row) => row.details.length > 0}
        expandedRowRender={(row) => (
          <Space orientation="vertical" size={4}>
            {row.details.map((d) => (
              <div key={d.what}>
                <Tag color={d.what === 'Added' ? 'green' : d.what === 'Changed' ? 'gold' : 'red'}>
                  {d.what}
                </Tag>
                {d.names.join(', ')}
                {d.total > d.names.length ? ` and ${d.total - d.names.length} more` : ''}
              </div>
            ))}
          </Space>
        )}
        columns={[
          { key: 'label', title: 'What', render: (row) => row.label },
          { key: 'added', title: 'Added', align: 'end', render: (row) => number('success')(row.added) },
          { key: 'changed', title: 'Changed', align: 'end', render: (row) => number('warning')(row.changed) },
          {
            key: 'unchanged',
            title: 'Unchanged',
            align: 'end',
            render: (row) => number(undefined)(row.unchanged),
          },
          { key: 'removed', title: 'Removed', align: 'end', render: (row) => number('danger')(row.removed) },
        ]}
      />
      <div>
        <Typography.Text strong>Settings: </Typography.Text>
        {report.settingsChanged.length === 0 ? (
          <Typography.Text type="secondary">unchanged</Typography.Text>
        ) : (
          <span>
            {report.settingsChanged.length} {report.settingsChanged.length === 1 ? 'field' : 'fields'} {verb}{' '}
            change:{' '}
            {report.settingsChanged.map((f) => (
              <Tag key={f}>{f}</Tag>
            ))}
          </span>
        )}
      </div>
    </Space>
  );
}
