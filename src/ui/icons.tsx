/** Inline SVG icons; decorative, so hidden from assistive technology. */
const base = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  'aria-hidden': true,
  focusable: false,
} as const;

export function CloseIcon() {
  return (
    <svg {...base}>
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

export function BackIcon() {
  return (
    <svg {...base} className="portico-icon-flip">
      <path
        d="M10 3L5 8l5 5"
        stroke="currentColor"
        strokeWidth="1.75"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function InfoIcon() {
  return (
    <svg {...base}>
      <circle cx="8" cy="8" r="6.5" stroke="currentColor" fill="none" strokeWidth="1.5" />
      <path d="M8 7v4M8 5v.01" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

export function SuccessIcon() {
  return (
    <svg {...base}>
      <path
        d="M3.5 8.5l3 3 6-7"
        stroke="currentColor"
        strokeWidth="1.75"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function ErrorIcon() {
  return (
    <svg {...base}>
      <circle cx="8" cy="8" r="6.5" stroke="currentColor" fill="none" strokeWidth="1.5" />
      <path
        d="M8 4.5v4.5M8 11v.01"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function WalletIcon() {
  return (
    <svg {...base} width={24} height={24}>
      <rect
        x="1.5"
        y="3.5"
        width="13"
        height="10"
        rx="2"
        stroke="currentColor"
        fill="none"
        strokeWidth="1.25"
      />
      <path d="M10.5 8.5h4" stroke="currentColor" strokeWidth="1.25" />
    </svg>
  );
}

/** Four tiles: "every wallet". */
export function GridIcon() {
  return (
    <svg {...base} width={24} height={24}>
      {[2, 9].flatMap((x) =>
        [2, 9].map((y) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width="5"
            height="5"
            rx="1.25"
            stroke="currentColor"
            fill="none"
            strokeWidth="1.25"
          />
        )),
      )}
    </svg>
  );
}

export function CopyIcon() {
  return (
    <svg {...base}>
      <rect
        x="5.5"
        y="5.5"
        width="8"
        height="8"
        rx="1.5"
        stroke="currentColor"
        strokeWidth="1.5"
        fill="none"
      />
      <path
        d="M10.5 3.5V3a1 1 0 00-1-1H3a1 1 0 00-1 1v6.5a1 1 0 001 1h.5"
        stroke="currentColor"
        strokeWidth="1.5"
        fill="none"
      />
    </svg>
  );
}

export function NetworkIcon() {
  return (
    <svg {...base} width={24} height={24}>
      <circle cx="8" cy="8" r="6" stroke="currentColor" strokeWidth="1.25" fill="none" />
      <path
        d="M2 8h12M8 2c2 2 2 10 0 12M8 2c-2 2-2 10 0 12"
        stroke="currentColor"
        strokeWidth="1.25"
        fill="none"
      />
    </svg>
  );
}
