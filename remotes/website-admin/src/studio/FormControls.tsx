/**
 * antd's Select and InputNumber for the editor's forms, loaded where a form has such a field
 * (a later page may add at most 60 KB, see docs/decisions/0011-load-on-first-use.md). Select brings a virtual list (~22 KB brotli together) and
 * InputNumber ~7 KB: a form of text fields (a fixed page such as contacts) downloads neither.
 * Form.Item hands `id`, `value` and `onChange` to these wrappers, which pass them on.
 */
import type { InputNumberProps, SelectProps } from 'antd';
import { Input } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';

const AntSelect = lazy(() => import('antd/es/select')) as unknown as ComponentType<SelectProps>;
const AntInputNumber = lazy(
  () => import('antd/es/input-number'),
) as unknown as ComponentType<InputNumberProps>;

/** What shows for the moment the control downloads: a disabled field of the same size. */
const loading = (id: string | undefined, width: number | string | undefined) => (
  <Input id={id} disabled placeholder="Loading…" style={{ width: width ?? '100%', maxWidth: 400 }} />
);

export function FormSelect(props: SelectProps) {
  return (
    <Suspense fallback={loading(props.id, props.style?.maxWidth)}>
      <AntSelect {...props} />
    </Suspense>
  );
}

export function FormInputNumber(props: InputNumberProps) {
  return (
    <Suspense fallback={loading(props.id, props.style?.width)}>
      <AntInputNumber {...props} />
    </Suspense>
  );
}
