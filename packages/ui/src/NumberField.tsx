import { type NumberRule, numberProblem } from '@managewell/api/contract';
import { InputNumber, type InputNumberProps, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';

export * from './numberRule';

export type CheckedNumberInputProps = Omit<
  InputNumberProps<number>,
  'value' | 'onChange' | 'min' | 'max' | 'precision' | 'status'
> & {
  value: number | null;
  /** Called with values that keep the rule; what breaks it stays in the field with its message. */
  onChange: (value: number) => void;
  rule: NumberRule;
  /** The field's message (null when it keeps the rule), so the page can refuse to save. */
  onProblem?: (message: string | null) => void;
};

/**
 * A number field outside a Form (a table cell) that never clamps or rounds: a value outside its
 * rule stays as typed, with the rule's message under it.
 */
export function CheckedNumberInput({
  value,
  onChange,
  rule,
  onProblem,
  style,
  ...rest
}: CheckedNumberInputProps) {
  const [typed, setTyped] = useState<number | null>(value);
  const problem = numberProblem(rule, typed);
  const messageId = useId();
  const report = useRef(onProblem);
  report.current = onProblem;
  // A value changed from outside (a reload, a derived quantity) replaces a valid entry only.
  useEffect(() => {
    setTyped((current) => (numberProblem(rule, current) === null ? value : current));
  }, [value, rule]);
  useEffect(() => report.current?.(problem), [problem]);
  useEffect(() => () => report.current?.(null), []);
  return (
    <span style={{ display: 'inline-block', ...style }}>
      <InputNumber<number>
        {...rest}
        style={{ width: '100%' }}
        value={typed}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? messageId : undefined}
        onChange={(next) => {
          setTyped(next);
          if (next !== null && numberProblem(rule, next) === null) onChange(next);
        }}
      />
      {problem && (
        <Typography.Text type="danger" id={messageId} style={{ display: 'block', fontSize: 12 }}>
          {problem}
        </Typography.Text>
      )}
    </span>
  );
}

/**
 * The page's CheckedNumberInputs whose typed value breaks its rule, by a name the page chooses;
 * a page that saves several such fields at once refuses to send while any is listed.
 */
export function useNumberProblems() {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const report = (name: string) => (problem: string | null) =>
    setProblems((all) => {
      if ((all[name] ?? null) === problem) return all;
      const next = { ...all };
      if (problem === null) delete next[name];
      else next[name] = problem;
      return next;
    });
  return { problems, report };
}
