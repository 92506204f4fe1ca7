import {
  downloadSiteArchive,
  fieldErrorsOf,
  importSiteArchive,
  messageOf,
  saveDownloadedFile,
} from '@managewell/api';
import type { SiteImportMode, SiteImportReport } from '@managewell/api/contract';
import { PageHeader } from '@managewell/ui';
import { Panel, Text } from '@managewell/ui/light';
import { Alert, Button, Popconfirm, Progress, Radio, Space, Upload } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useToast } from '../shared/toast';

// The report's table (antd Table) loads once an archive has been checked.
const ImportReport = lazy(() => import('./ImportReport').then((m) => ({ default: m.ImportReport })));

type Step =
  | { name: 'idle' }
  | { name: 'checking'; progress: number }
  | { name: 'checked'; report: SiteImportReport }
  | { name: 'importing'; report: SiteImportReport }
  | { name: 'done'; report: SiteImportReport }
  | { name: 'failed'; message: string; details: string[] };

function failure(error: unknown, fallback: string): Step {
  const fields = fieldErrorsOf(error);
  return {
    name: 'failed',
    message: messageOf(error, fallback),
    details: Object.entries(fields ?? {}).map(([field, message]) => `${field}: ${message}`),
  };
}

/**
 * Website → Export / import (see docs/decisions/0021-site-export-import.md): download the whole site as one archive; choose an
 * archive → dry run (what would change) → confirm → result.
 */
export function ExportImportPage() {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<SiteImportMode>('merge');
  const [step, setStep] = useState<Step>({ name: 'idle' });

  const download = async () => {
    setDownloading(true);
    try {
      saveDownloadedFile(await downloadSiteArchive());
    } catch (error) {
      toast.error(messageOf(error, 'The archive could not be made. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  const check = async (chosen: File, chosenMode: SiteImportMode) => {
    setStep({ name: 'checking', progress: 0 });
    try {
      const report = await importSiteArchive(chosen, { mode: chosenMode, dryRun: true }, (progress) =>
        setStep({ name: 'checking', progress }),
      );
      setStep({ name: 'checked', report });
    } catch (error) {
      setStep(failure(error, 'The archive could not be checked.'));
    }
  };

  const confirm = async () => {
    if (!file || step.name !== 'checked') return;
    const checked = step.report;
    setStep({ name: 'importing', report: checked });
    try {
      const report = await importSiteArchive(file, { mode, dryRun: false, expect: checked.archive });
      setStep({ name: 'done', report });
      toast.success(
        report.unchanged ? 'Nothing to import: the site already matches.' : 'The archive is imported.',
      );
    } catch (error) {
      setStep(failure(error, 'The archive could not be imported; nothing was changed.'));
    }
  };

  const choose = (chosen: File) => {
    setFile(chosen);
    void check(chosen, mode);
    return false;
  };

  const busy = step.name === 'checking' || step.name === 'importing';
  return (
    <div>
      <PageHeader
        title="Export / import"
        subtitle="The whole website as one archive: content, settings and media"
      />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Panel title="Export">
          <p style={{ marginTop: 0 }}>
            Download every page and item (with its status, order and former addresses), the settings and every
            picture and the brochure as one <code>.tar.gz</code> file: a backup, or a copy for another
            installation.
          </p>
          <Button type="primary" onClick={download} loading={downloading}>
            Download archive
          </Button>
        </Panel>

        <Panel title="Import">
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <div>
              <Text strong>What happens to items and media not in the archive</Text>
              <div>
                <Radio.Group
                  value={mode}
                  disabled={busy}
                  onChange={(event) => {
                    const next = event.target.value as SiteImportMode;
                    setMode(next);
                    if (file) void check(file, next);
                  }}
                  options={[
                    { value: 'merge', label: 'Merge: keep them (add and update only)' },
                    { value: 'replace', label: 'Replace: remove them (the site becomes the archive)' },
                  ]}
                />
              </div>
            </div>
            <Upload.Dragger
              accept=".tar.gz,.tgz,application/gzip"
              multiple={false}
              showUploadList={false}
              disabled={busy}
              beforeUpload={choose}
            >
              <p>
                <strong>{file ? file.name : 'Choose an archive'}</strong>
              </p>
              <p>
                Drop a website archive (.tar.gz) here or click to choose one. It is checked first: nothing
                changes until you confirm.
              </p>
            </Upload.Dragger>

            {step.name === 'checking' && (
              <div role="status">
                Checking the archive…
                <Progress percent={Math.round(step.progress * 100)} size="small" />
              </div>
            )}
            {step.name === 'failed' && (
              <Alert
                type="error"
                showIcon
                title={step.message}
                description={
                  step.details.length > 0 ? (
                    <ul style={{ margin: 0, paddingLeft: 18 }}>
                      {step.details.slice(0, 10).map((d) => (
                        <li key={d}>{d}</li>
                      ))}
                    </ul>
                  ) : undefined
                }
              />
            )}
            {(step.name === 'checked' || step.name === 'importing' || step.name === 'done') && (
              <Suspense fallback={null}>
                <ImportReport report={step.report} />
              </Suspense>
            )}
            {(step.name === 'checked' || step.name === 'importing') && !step.report.unchanged && (
              <Space wrap>
                <Popconfirm
                  title="Import this archive?"
                  description={
                    mode === 'replace'
                      ? 'Items and media not in the archive are removed.'
                      : 'The changes listed above are made at once.'
                  }
                  okText="Import"
                  onConfirm={confirm}
                >
                  <Button type="primary" danger={mode === 'replace'} loading={step.name === 'importing'}>
                    Confirm import
                  </Button>
                </Popconfirm>
                <Button
                  disabled={step.name === 'importing'}
                  onClick={() => {
                    setFile(null);
                    setStep({ name: 'idle' });
                  }}
                >
                  Cancel
                </Button>
              </Space>
            )}
          </Space>
        </Panel>
      </Space>
    </div>
  );
}
