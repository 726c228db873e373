import { CloseIcon } from './icons';
import { IconButton } from './IconButton';

interface AlertBarProps {
  title: string;
  body: string;
  severity: 'info' | 'warning' | 'error';
  dismissLabel: string;
  onDismiss: () => void;
}

/** A dismissible bar for the alert catalogue; errors are announced as alerts. */
export function AlertBar({ title, body, severity, dismissLabel, onDismiss }: AlertBarProps) {
  return (
    <div
      className="portico-alert"
      data-severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
    >
      <div className="portico-alert-text">
        <strong>{title}</strong>
        <span>{body}</span>
      </div>
      <IconButton label={dismissLabel} icon={<CloseIcon />} onClick={onDismiss} />
    </div>
  );
}
