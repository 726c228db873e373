import type { ReactNode } from 'react';

type ButtonVariant = 'primary' | 'secondary';

interface ButtonProps {
  children: ReactNode;
  onClick: () => void;
  variant?: ButtonVariant;
  disabled?: boolean;
  /** Accessible name when the visible text is not enough (e.g. an icon with a short label). */
  label?: string;
}

/** A full-width action button: primary for the main action of a view, secondary otherwise. */
export function Button({ children, onClick, variant = 'primary', disabled, label }: ButtonProps) {
  return (
    <button
      type="button"
      className="portico-button"
      data-variant={variant}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      {children}
    </button>
  );
}
