import { HONEYPOT_FIELD } from '@managewell/api/contract';

/**
 * The anti-spam trap: a field people never see or reach (moved off screen, not display:none,
 * which some bots skip) and bots fill in. The server drops submissions that carry a value.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="site-honeypot" aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
