import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';

/** A Material Icons glyph, decorative (the same as components/icon.tsx, without Chakra). */
export function LightIcon({ name }: { readonly name: string }) {
  return (
    <span className="material-icons" aria-hidden="true" style={{ fontSize: '1.25em', lineHeight: 1, verticalAlign: 'middle' }}>
      {name}
    </span>
  );
}

/** The sign-in and first-run frame, as components/centered-card.tsx draws it with Chakra. */
export function LightCard({ title, children }: { readonly title: ReactNode; readonly children: ReactNode }) {
  return (
    <main className="vfl-main">
      <div className="vfl-column" data-testid="auth-column">
        <div className="vfl-card">
          <div className="vfl-card-header">
            <h1 className="vfl-title">{title}</h1>
          </div>
          <div className="vfl-card-body">{children}</div>
        </div>
      </div>
    </main>
  );
}

export interface LightFieldProps {
  readonly label: ReactNode;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly helper?: ReactNode;
  readonly autoComplete: string;
  readonly autoFocus?: boolean;
  readonly password?: boolean;
  readonly mono?: boolean;
}

/** A labelled text or password field; its helper and error are tied to it by aria-describedby, invalid while it has an error. */
export function LightField({ label, name, value, onChange, error, helper, autoComplete, autoFocus = false, password = false, mono = false }: LightFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const described = [helper ? `${id}-helper` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      id={id}
      className={mono ? 'vfl-input vfl-mono' : 'vfl-input'}
      name={name}
      type={password && !visible ? 'password' : 'text'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      spellCheck={mono ? false : undefined}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
    />
  );
  return (
    <div className="vfl-field">
      <label className="vfl-label" htmlFor={id}>
        {label}
      </label>
      {password ? (
        <div className="vfl-input-group">
          {input}
          <button type="button" className="vfl-toggle" aria-label={visible ? t`Hide password` : t`Show password`} aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
            <LightIcon name={visible ? 'visibility_off' : 'visibility'} />
          </button>
        </div>
      ) : (
        input
      )}
      {helper ? (
        <div className="vfl-helper" id={`${id}-helper`}>
          {helper}
        </div>
      ) : null}
      {error ? (
        <div className="vfl-error" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** The form's submit button; while busy it says so and ignores further presses. */
export function LightSubmit({ busy, busyText, children }: { readonly busy: boolean; readonly busyText: string; readonly children: ReactNode }) {
  return (
    <button type="submit" className="vfl-button" aria-busy={busy || undefined} aria-disabled={busy || undefined}>
      {busy ? busyText : children}
    </button>
  );
}
