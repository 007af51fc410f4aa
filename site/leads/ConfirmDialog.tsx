/**
 * A modal confirmation for the site's status actions: a title, the text (a legal warning for the
 * irreversible contract actions), optional extra fields, and confirm / cancel. Plain React: an
 * aria-modal dialog over the page, the confirm button disabled while the call runs.
 */
import type { CSSProperties, ReactNode } from 'react';
import { siteLeadTexts as t } from './texts';

const backdrop: CSSProperties = {
  position: 'fixed',
  inset: 0,
  background: 'rgba(27, 39, 51, 0.45)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: 1000,
};
const panel: CSSProperties = {
  background: '#fff',
  borderRadius: 8,
  padding: 24,
  maxWidth: 520,
  width: '100%',
};

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div style={backdrop}>
      <div role="dialog" aria-modal="true" aria-labelledby="site-confirm-title" style={panel}>
        <h2 id="site-confirm-title" style={{ marginTop: 0 }}>
          {title}
        </h2>
        {children}
        {error && (
          <p role="alert" style={{ color: '#b3261e', whiteSpace: 'pre-line' }}>
            {error}
          </p>
        )}
        <div style={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
          <button type="button" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
