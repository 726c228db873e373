import type { ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon } from './icons';
import { Spinner } from './Spinner';

type ToastTone = 'info' | 'success' | 'loading' | 'error';

interface ToastProps {
  /** The message, already translated. */
  message: string;
  /** Default `info`. */
  variant?: ToastTone;
  /** Whether the toast is showing; drives `data-state` for the enter/exit animation. */
  open: boolean;
  /** Label of the loading spinner, already translated. */
  loadingLabel: string;
  /** A link after the message, opened in a new tab. Only http(s) is rendered. */
  link?: { href: string; label: string };
}

const icons: Record<Exclude<ToastTone, 'loading'>, ReactNode> = {
  info: <InfoIcon />,
  success: <SuccessIcon />,
  error: <ErrorIcon />,
};

/** A transient status message. Errors are announced assertively, the rest politely. */
export function Toast({ message, variant = 'info', open, loadingLabel, link }: ToastProps) {
  return (
    <div
      className="portico-toast"
      data-variant={variant}
      data-state={open ? 'open' : 'closed'}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      {variant === 'loading' ? <Spinner label={loadingLabel} /> : icons[variant]}
      <span>{message}</span>
      {link && /^https?:\/\//.test(link.href) ? (
        <a
          className="portico-toast-link"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {link.label}
        </a>
      ) : null}
    </div>
  );
}
