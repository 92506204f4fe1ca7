/**
 * The fields two versions differ in: text word by word over the whole text (removed words struck
 * through under Before, added ones marked under After), pictures as thumbnails, groups and lists
 * field by field.
 */
import type { ContentKind, FieldChange } from '@managewell/api/contract';
import { Text } from '@managewell/ui/light';
import { Fragment, type ReactNode } from 'react';
import { fieldLabel } from './fieldLabel';
import { type FieldDecl, kindFields } from './fields';
import { Thumbnail } from './MediaPicker';
import { mediaIdsInField } from './media';
import { diffWords, readableText } from './textDiff';

const TEXT_WIDGETS = new Set(['text', 'textarea', 'richtext', undefined]);

function Pictures({ ids }: { ids: string[] }) {
  if (ids.length === 0) return <Text type="secondary">No picture</Text>;
  return (
    <span className="studio-change-pictures">
      {ids.map((id, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a gallery may hold one picture twice
        <Thumbnail key={`${id}-${i}`} id={id} />
      ))}
    </span>
  );
}

/** A value as the form shows it: pictures as thumbnails, a group's or list's fields by label. */
function Value({ field, value }: { field?: FieldDecl; value: unknown }): ReactNode {
  if (value === undefined || value === null || value === '') return '—';
  if (field?.widget === 'media' || field?.widget === 'gallery')
    return <Pictures ids={mediaIdsInField(field, value)} />;
  if (field?.widget === 'group' && typeof value === 'object')
    return <Fields fields={field.fields} value={value} />;
  if (field?.widget === 'list' && Array.isArray(value))
    return (
      <ol className="studio-change-list">
        {value.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their order is the point
          <li key={i}>
            {field.fields?.length ? <Fields fields={field.fields} value={entry} /> : <Value value={entry} />}
          </li>
        ))}
      </ol>
    );
  if (typeof value === 'string') return readableText(value) || '—';
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(', ') || '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Fields({ fields = [], value }: { fields?: FieldDecl[]; value: unknown }) {
  const record = (value ?? {}) as Record<string, unknown>;
  const shown = fields.filter((f) => record[f.name] !== undefined && record[f.name] !== '');
  return (
    <span className="studio-change-fields">
      {shown.map((f) => (
        <Fragment key={f.name}>
          <span>
            <Text type="secondary">{f.label}:</Text> <Value field={f} value={record[f.name]} />
          </span>
        </Fragment>
      ))}
    </span>
  );
}

/** Before and after of a text: the whole of both, the words that changed marked. */
function TextCells({ before, after }: { before: string; after: string }) {
  const parts = diffWords(readableText(before), readableText(after));
  const side = (hidden: 'added' | 'removed') => {
    const shown = parts.filter((p) => p.change !== hidden);
    if (shown.length === 0) return '—';
    return shown.map((p, i) =>
      p.change === 'same' ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
        <span key={i}>{p.text} </span>
      ) : p.change === 'removed' ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
        <del key={i}>{p.text} </del>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
        <ins key={i}>{p.text} </ins>
      ),
    );
  };
  return (
    <>
      <td>{side('added')}</td>
      <td>{side('removed')}</td>
    </>
  );
}

const isText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

export function ChangesTable({ kind, changes }: { kind: ContentKind; changes: FieldChange[] }) {
  if (changes.length === 0) return <Text type="secondary">No differences.</Text>;
  const fields = kindFields(kind);
  return (
    <table className="studio-changes">
      <thead>
        <tr>
          <th>Field</th>
          <th>Before</th>
          <th>After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => {
          const field = c.field.startsWith('data.')
            ? fields.find((f) => f.name === c.field.slice('data.'.length))
            : undefined;
          const text = TEXT_WIDGETS.has(field?.widget) && isText(c.before) && isText(c.after);
          return (
            <tr key={c.field}>
              <th scope="row">{fieldLabel(kind, c.field)}</th>
              {text ? (
                <TextCells before={(c.before as string) ?? ''} after={(c.after as string) ?? ''} />
              ) : (
                <>
                  <td>
                    <Value field={field} value={c.before} />
                  </td>
                  <td>
                    <Value field={field} value={c.after} />
                  </td>
                </>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
