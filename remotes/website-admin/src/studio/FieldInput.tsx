/**
 * Renders one declared field (fields.ts) as an antd form control at a name path. Lists and
 * galleries are antd Form.Lists, reorderable by drag and drop or by keyboard (dnd-kit, loaded
 * when a handle is reached for: focus the handle, Space to lift, arrows to move, Space to drop).
 */
import type { NumberRule } from '@managewell/api/contract';
import { Panel, Text } from '@managewell/ui/light';
import { numberRule } from '@managewell/ui/number-rule';
import { Button, Flex, Form, Input, Space } from 'antd';
import { type ReactNode, useContext } from 'react';
import { AddChosen, ChosenEntry, EditedItem, ItemNameSelect, useChoiceRows } from './ChosenItems';
import { FormInputNumber, FormSelect } from './FormControls';
import { emptyValue, type FieldDecl, isPrimitiveList } from './fields';
import { MediaPicker } from './MediaPicker';
import { RichTextField } from './RichTextField';
import { type Sortable, useSortableKit } from './sortableKit';

type NamePath = (string | number)[];

const optionLabel = (value: string) =>
  value
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

/** A length counter, not a cut: text over the limit stays, marked, and the rule says why. */
const counter = (max: number | undefined) => (max ? { show: true, max } : undefined);

function rules(field: FieldDecl) {
  const out: object[] = [];
  if (
    field.required &&
    ['text', 'textarea', 'media', 'date', 'select', 'richtext', 'itemName'].includes(field.widget)
  )
    out.push({ required: true, message: `${field.label} is required.` });
  if (field.maxLength) out.push({ max: field.maxLength, message: `At most ${field.maxLength} characters.` });
  if (field.widget === 'number') out.push(numberRule(numberRuleOf(field), { optional: !field.required }));
  if (field.minItems)
    out.push({ type: 'array', min: field.minItems, message: `Add at least ${field.minItems}.` });
  return out;
}

/** A number field's bounds from its schema, as messages on the field (the input never clamps). */
export function numberRuleOf(field: Pick<FieldDecl, 'label' | 'min' | 'max'>): NumberRule {
  return {
    required: `Enter the ${field.label.toLowerCase()} as a number.`,
    ...(field.min === undefined ? {} : { min: { value: field.min, message: `At least ${field.min}.` } }),
    ...(field.max === undefined ? {} : { max: { value: field.max, message: `At most ${field.max}.` } }),
  };
}

/** The bare control of a field (no Form.Item). */
function control(field: FieldDecl, id: string): ReactNode {
  switch (field.widget) {
    case 'textarea':
      return (
        <Input.TextArea id={id} autoSize={{ minRows: 2, maxRows: 8 }} count={counter(field.maxLength)} />
      );
    case 'number':
      return <FormInputNumber id={id} style={{ width: 160 }} />;
    case 'select':
      return (
        <FormSelect
          id={id}
          style={{ maxWidth: 320 }}
          options={(field.options ?? []).map((value) => ({ value, label: optionLabel(value) }))}
        />
      );
    case 'date':
      return <Input id={id} type="date" style={{ width: 200 }} />;
    case 'media':
      return <MediaPicker id={id} />;
    case 'itemName':
      return <ItemNameSelect id={id} kind={field.chosenKind!} />;
    case 'richtext':
      return <RichTextField id={id} label={field.label} />;
    case 'tags':
      return (
        <FormSelect
          id={id}
          mode="tags"
          tokenSeparators={[',']}
          open={false}
          placeholder="Type and press Enter"
        />
      );
    default:
      return <Input id={id} count={counter(field.maxLength)} />;
  }
}

export function FieldInput({
  field,
  name,
  idPrefix,
}: {
  field: FieldDecl;
  name: NamePath;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${name.join('-')}`;
  if (field.widget === 'group') return <GroupField field={field} name={name} idPrefix={idPrefix} id={id} />;
  if (field.widget === 'list' || field.widget === 'gallery' || field.widget === 'chosen') {
    return <SortableList field={field} name={name} id={id} />;
  }
  return (
    <Form.Item
      name={name}
      label={field.label}
      htmlFor={id}
      tooltip={field.help}
      rules={rules(field)}
      normalize={field.widget === 'number' ? (v) => (v === null ? undefined : v) : undefined}
    >
      {control(field, id)}
    </Form.Item>
  );
}

const filled = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0
    : value !== null && typeof value === 'object'
      ? Object.values(value).some(filled)
      : value !== undefined && value !== null && value !== '';

/**
 * A group of fields. An optional one (a banner's button) says so, and its inner fields are
 * required only once something in it is filled in.
 */
function GroupField({
  field,
  name,
  idPrefix,
  id,
}: {
  field: FieldDecl;
  name: NamePath;
  idPrefix: string;
  id: string;
}) {
  const value = Form.useWatch(name, { preserve: true }) as unknown;
  const enforce = field.required || filled(value);
  return (
    <div className="studio-group" id={id}>
      <Panel size="small" title={field.required ? field.label : `${field.label} (optional)`}>
        {field.help && (
          <p style={{ marginTop: 0 }}>
            <Text type="secondary">{field.help}</Text>
          </p>
        )}
        {(field.fields ?? []).map((child) => (
          <FieldInput
            key={child.name}
            field={enforce ? child : { ...child, required: false }}
            name={[...name, child.name]}
            idPrefix={idPrefix}
          />
        ))}
      </Panel>
    </div>
  );
}

function SortableEntry({
  id,
  label,
  sortable,
  children,
}: {
  id: string;
  label: string;
  sortable: Sortable;
  children: ReactNode;
}) {
  return (
    <div className="studio-entry" data-testid="studio-entry">
      {sortable.handle({ id, label: `Move ${label}`, node: '.studio-entry', scale: true })}
      <div className="studio-entry-body">{children}</div>
    </div>
  );
}

/** A reorderable list of entries (objects, short texts, images or chosen items). */
export function SortableList({ field, name, id }: { field: FieldDecl; name: NamePath; id: string }) {
  const sortable = useSortableKit();
  const chosenKind = field.widget === 'chosen' ? field.chosenKind : undefined;
  const choices = useChoiceRows(chosenKind);
  // The item being edited is never offered for itself (similar products, related posts).
  const self = useContext(EditedItem) ?? undefined;
  const form = Form.useFormInstance();
  const primitive = field.widget === 'gallery' || isPrimitiveList(field);
  const entry: FieldDecl | undefined =
    field.widget === 'gallery'
      ? { name: 'value', label: 'Image', widget: 'media', required: true }
      : primitive
        ? field.fields?.[0]
        : undefined;
  return (
    <Form.Item label={field.label} tooltip={field.help} required={!!field.minItems} id={id}>
      <Form.List
        name={name}
        rules={
          field.minItems
            ? [
                {
                  validator: async (_r, value: unknown[]) => {
                    if ((value?.length ?? 0) < field.minItems!)
                      throw new Error(`Add at least ${field.minItems}.`);
                  },
                },
              ]
            : undefined
        }
      >
        {(entries, { add, remove, move }, { errors }) => {
          const ids = entries.map((e) => String(e.key));
          const full = field.maxItems !== undefined && entries.length >= field.maxItems;
          return (
            <Space direction="vertical" style={{ width: '100%' }}>
              {sortable.area(
                ids,
                move,
                entries.map((entryField, index) => (
                  <SortableEntry
                    key={entryField.key}
                    id={String(entryField.key)}
                    label={`${field.label} ${index + 1}`}
                    sortable={sortable}
                  >
                    <Flex gap={8} align="start">
                      <div style={{ flex: 1, minWidth: 0 }}>
                        {chosenKind ? (
                          <Form.Item name={entryField.name} noStyle>
                            <ChosenEntry rows={choices.rows} />
                          </Form.Item>
                        ) : entry ? (
                          <Form.Item
                            name={entryField.name}
                            rules={[
                              { required: true, message: 'Fill this in or remove it.' },
                              ...(entry.maxLength
                                ? [
                                    {
                                      max: entry.maxLength,
                                      message: `At most ${entry.maxLength} characters.`,
                                    },
                                  ]
                                : []),
                            ]}
                            style={{ marginBottom: 0 }}
                            aria-label={`${field.label} ${index + 1}`}
                          >
                            {entry.widget === 'media' ? (
                              <MediaPicker />
                            ) : (
                              <Input
                                aria-label={`${field.label} ${index + 1}`}
                                count={counter(entry.maxLength)}
                              />
                            )}
                          </Form.Item>
                        ) : (
                          (field.fields ?? []).map((child) => (
                            <FieldInput
                              key={child.name}
                              field={child}
                              name={[entryField.name, child.name]}
                              idPrefix={`${id}-${entryField.key}`}
                            />
                          ))
                        )}
                      </div>
                      <Button
                        size="small"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                        aria-label={`Move ${field.label} ${index + 1} up`}
                      >
                        ↑
                      </Button>
                      <Button
                        size="small"
                        disabled={index === entries.length - 1}
                        onClick={() => move(index, index + 1)}
                        aria-label={`Move ${field.label} ${index + 1} down`}
                      >
                        ↓
                      </Button>
                      <Button
                        danger
                        size="small"
                        onClick={() => remove(entryField.name)}
                        aria-label={`Remove ${field.label} ${index + 1}`}
                      >
                        Remove
                      </Button>
                    </Flex>
                  </SortableEntry>
                )),
              )}
              {chosenKind ? (
                <AddChosen
                  kind={chosenKind}
                  choices={choices}
                  chosen={(form.getFieldValue(name) as number[] | undefined) ?? []}
                  exclude={self}
                  disabled={full}
                  onAdd={(chosenId) => add(chosenId)}
                  label={field.label}
                />
              ) : (
                <Button
                  onClick={() => add(entry ? emptyValue(entry) : emptyValue({ ...field, widget: 'group' }))}
                  disabled={full}
                >
                  Add {field.label.toLowerCase()}
                </Button>
              )}
              {full && <Text type="secondary">At most {field.maxItems}.</Text>}
              <Form.ErrorList errors={errors} />
            </Space>
          );
        }}
      </Form.List>
    </Form.Item>
  );
}
