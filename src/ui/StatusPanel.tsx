import type { ReactNode } from 'react';

interface StatusPanelProps {
  /** Wallet or network image, or an icon. */
  icon: ReactNode;
  title: string;
  /** Secondary text under the title. */
  hint?: string;
  /** An error in the catalogue's words; announced as an alert. */
  error?: string;
  /** Shows a spinner ring around the icon while waiting on the wallet. */
  busy?: boolean;
  children?: ReactNode;
}

/** The centred "waiting on your wallet" layout of the connecting and switching views. */
export function StatusPanel({ icon, title, hint, error, busy, children }: StatusPanelProps) {
  return (
    <div className="portico-status-panel" data-busy={busy || undefined}>
      <div className="portico-status-icon">{icon}</div>
      <p className="portico-status-title">{title}</p>
      {error ? (
        <p className="portico-error-text" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? <p className="portico-muted">{hint}</p> : null}
      {children ? <div className="portico-actions">{children}</div> : null}
    </div>
  );
}
