import type { ReactNode } from 'react';

interface ListButtonProps {
  /** Main text, e.g. a wallet name. */
  label: string;
  /** Image URL; when absent `fallbackIcon` is shown. */
  imageUrl?: string;
  fallbackIcon: ReactNode;
  /** Small tags shown at the end of the row, e.g. "Installed". */
  tags?: string[];
  onClick: () => void;
  disabled?: boolean;
  /** Marks the row as the current choice (e.g. the active network) for assistive tech. */
  current?: boolean;
  /** The id of a text that describes the row, e.g. why it is disabled. */
  describedBy?: string;
}

/** A full-width row button, as used for wallets and networks. */
export function ListButton({
  label,
  imageUrl,
  fallbackIcon,
  tags = [],
  onClick,
  disabled,
  current,
  describedBy,
}: ListButtonProps) {
  return (
    <button
      type="button"
      className="portico-list-button"
      onClick={onClick}
      disabled={disabled}
      aria-current={current || undefined}
      aria-describedby={describedBy}
    >
      {imageUrl ? (
        <img src={imageUrl} alt="" width={32} height={32} />
      ) : (
        <span className="portico-list-icon">{fallbackIcon}</span>
      )}
      <span className="portico-list-label">{label}</span>
      {tags.map((tag) => (
        <span key={tag} className="portico-tag">
          {tag}
        </span>
      ))}
    </button>
  );
}
