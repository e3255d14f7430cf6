/** Wordmark with a small blade mark; pure SVG/CSS so it costs no request. */
export function GroomingLogo({brand}: {brand: string}) {
  return (
    <span className="brand-logo">
      <svg
        viewBox="0 0 32 32"
        width="28"
        height="28"
        aria-hidden="true"
        className="brand-logo__mark"
      >
        <rect x="1" y="1" width="30" height="30" rx="8" fill="currentColor" />
        <path
          d="M9 20.5l11.5-11.5 2.5 2.5L11.5 23z"
          fill="var(--color-paper, #fff)"
        />
        <path
          d="M8 24l2-2"
          stroke="var(--color-accent-bright, #7fd1ae)"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      <span className="brand-logo__text">{brand}</span>
    </span>
  );
}
