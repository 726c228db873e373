import { QrCode } from './QrCode';
import { Spinner } from './Spinner';

/**
 * A link to scan (a pairing URI, a sign-in URL) as a QR code in its frame, or a spinner while
 * it is being made. `label` names the code; `creatingLabel` the spinner.
 */
export function QrFrame({
  value,
  label,
  creatingLabel,
}: {
  value: string | null;
  label: string;
  creatingLabel: string;
}) {
  return (
    <div className="portico-qr-frame" data-state={value ? 'ready' : 'creating'}>
      {value ? <QrCode value={value} label={label} /> : <Spinner label={creatingLabel} />}
    </div>
  );
}
