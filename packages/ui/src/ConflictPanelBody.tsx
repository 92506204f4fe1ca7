import { Button, theme } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import type { ConflictPanelProps } from './ConflictPanel';
import { type ConflictChoice, conflictHeadline, formatFieldValue } from './mergeFields';

/** The panel itself; `ConflictPanel` loads it when a conflict first shows. */
export function ConflictPanelBody({
  by,
  conflict,
  labelOf = (field) => field,
  formatValue = formatFieldValue,
  saving = false,
  onSave,
  onTakeTheirs,
  ...subject
}: ConflictPanelProps) {
  const { token } = theme.useToken();
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  const box = useRef<HTMLElement>(null);
  // Beside the Save button but perhaps below the fold: bring it to the person's eyes.
  useEffect(() => {
    box.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
    box.current?.focus({ preventScroll: true });
  }, []);
  const unchosen = conflict.conflicts.filter((c) => !choices[c.field]).length;
  const cell: CSSProperties = {
    textAlign: 'left',
    verticalAlign: 'top',
    padding: '4px 8px',
    borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    overflowWrap: 'anywhere',
  };
  const option = (field: string, which: ConflictChoice, value: unknown): ReactNode => (
    <label
      style={{
        flex: '1 1 200px',
        display: 'flex',
        gap: 8,
        alignItems: 'flex-start',
        padding: 8,
        cursor: 'pointer',
        borderRadius: token.borderRadius,
        border: `${token.lineWidth}px ${token.lineType} ${
          choices[field] === which ? token.colorPrimary : token.colorBorder
        }`,
        background: token.colorBgContainer,
      }}
    >
      <input
        type="radio"
        name={`conflict-${field}`}
        checked={choices[field] === which}
        onChange={() => setChoices((all) => ({ ...all, [field]: which }))}
      />
      <span>
        <strong>{which === 'mine' ? 'Mine' : 'Theirs'}:</strong> {formatValue(value, field)}
      </span>
    </label>
  );

  return (
    <section
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-label="Changed by someone else"
      style={{
        padding: token.padding,
        marginBlock: token.marginSM,
        borderRadius: token.borderRadiusLG,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorWarningBorder}`,
        background: token.colorWarningBg,
        color: token.colorText,
        outline: 'none',
      }}
    >
      <div style={{ fontWeight: token.fontWeightStrong, marginBottom: 8 }}>
        {conflictHeadline(by, subject)}
      </div>
      {conflict.theirChanges.length > 0 ? (
        <>
          <p style={{ margin: '0 0 8px' }}>
            What they changed (now in the form, except where you changed the same field):
          </p>
          <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 12 }}>
            <thead>
              <tr>
                <th style={cell}>Field</th>
                <th style={cell}>Before</th>
                <th style={cell}>Theirs</th>
              </tr>
            </thead>
            <tbody>
              {conflict.theirChanges.map((c) => (
                <tr key={c.field}>
                  <td style={cell}>{labelOf(c.field)}</td>
                  <td style={cell}>{formatValue(c.before, c.field)}</td>
                  <td style={cell}>{formatValue(c.after, c.field)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p style={{ margin: '0 0 8px' }}>They changed none of the fields of this form.</p>
      )}
      {conflict.conflicts.length > 0 && (
        <>
          <p style={{ margin: '0 0 8px' }}>You both changed these fields. Choose which to keep:</p>
          {conflict.conflicts.map((c) => (
            <fieldset key={c.field} style={{ border: 'none', margin: '0 0 12px', padding: 0 }}>
              <legend style={{ fontWeight: token.fontWeightStrong, marginBottom: 4 }}>
                {labelOf(c.field)}
              </legend>
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                {option(c.field, 'mine', c.mine)}
                {option(c.field, 'theirs', c.theirs)}
              </div>
            </fieldset>
          ))}
        </>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="primary" loading={saving} disabled={unchosen > 0} onClick={() => onSave(choices)}>
          Save merged changes
        </Button>
        {onTakeTheirs && (
          <Button onClick={onTakeTheirs} disabled={saving}>
            Drop mine, take theirs
          </Button>
        )}
        {unchosen > 0 && (
          <span style={{ color: token.colorTextSecondary }}>
            Choose mine or theirs for {unchosen === 1 ? 'the field' : `the ${unchosen} fields`} above.
          </span>
        )}
      </div>
    </section>
  );
}
