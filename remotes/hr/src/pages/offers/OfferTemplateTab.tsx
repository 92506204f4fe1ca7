import { fetchOfferTemplate, messageOf, saveOfferTemplate } from '@managewell/api';
import {
  ERROR_CODES,
  isApiErrorBody,
  OFFER_MERGE_FIELDS,
  type OfferTemplateView,
} from '@managewell/api/contract';
import {
  ConflictPanel,
  ErrorState,
  useAntApp,
  useFieldMerge,
  useRemoteData,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { Button, Input, Tag, Typography } from 'antd';
import { useState } from 'react';

const TEMPLATE_MAX = 10_000;
interface TemplateValues {
  body: string;
}
const valuesOf = (template: OfferTemplateView): TemplateValues => ({ body: template.body });

/** HR's offer letter template: one text with merge fields, saved on the version loaded. */
export function OfferTemplateTab() {
  const { message } = useAntApp();
  const { data, error, loading, reload } = useRemoteData(fetchOfferTemplate, 'template');
  const [text, setText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A stale save: the merge of the template loaded, mine and the template as now saved.
  const conflicts = useFieldMerge<TemplateValues, OfferTemplateView>();
  const merge = conflicts.merge;
  useUnsavedChangesGuard(text !== null);
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (loading || !data) return null;
  const body = text ?? data.body;
  const tooLong = body.length > TEMPLATE_MAX;

  const save = async (values: TemplateValues = { body }) => {
    setBusy(true);
    try {
      // After a merge the save goes on top of the version saved meanwhile.
      await saveOfferTemplate({ body: values.body, version: (merge?.current ?? data).version });
      void message.success('The template is saved: new offers use it.');
      setText(null);
      conflicts.close();
      reload();
    } catch (failure) {
      const stale = isApiErrorBody(failure) && failure.code === ERROR_CODES.conflict;
      // The 409 does not carry the template as now saved: the merge fetches it.
      const merged = stale
        ? await conflicts.mergeWithServer(data, values, {
            fetch: fetchOfferTemplate,
            version: (now) => now.version,
            values: valuesOf,
          })
        : null;
      if (merged) setText(merged.body);
      else void message.error(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        Merge fields:{' '}
        {Object.entries(OFFER_MERGE_FIELDS).map(([field, meaning]) => (
          <Tag key={field} title={meaning}>{`{{${field}}}`}</Tag>
        ))}
      </p>
      {/* A counter, not a cut: a pasted letter over the limit stays whole, marked, and saving waits. */}
      <Input.TextArea
        aria-label="Offer letter template"
        rows={14}
        count={{ show: true, max: TEMPLATE_MAX }}
        status={tooLong ? 'error' : undefined}
        value={body}
        onChange={(e) => setText(e.target.value)}
      />
      {tooLong && (
        <Typography.Text type="danger">The letter can have at most 10,000 characters.</Typography.Text>
      )}
      <div>
        <Button
          type="primary"
          style={{ marginTop: 12 }}
          loading={busy}
          disabled={text === null || tooLong}
          onClick={() => void save()}
        >
          Save template
        </Button>
      </div>
      {merge && (
        <ConflictPanel
          thing="template"
          conflict={merge.result}
          labelOf={() => 'Letter'}
          saving={busy}
          onSave={(choices) => {
            const values = conflicts.settle({ body }, choices);
            setText(values.body);
            void save(values);
          }}
          onTakeTheirs={() => {
            setText(null);
            conflicts.close();
            reload();
          }}
        />
      )}
    </>
  );
}
