import { type ReactNode, useId } from 'react';

/** Attributes that tie a control to its label and its message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form field with its message under it. The control itself is rendered by the
 * caller (input, textarea, select), spreading the given props so the label and the error
 * are announced with it.
 */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'site-field site-field--invalid' : 'site-field'}>
      <label className="site-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p className="site-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="site-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
