interface BrandMarkProps {
  className?: string;
}

/** The Mandap mark: a wedding canopy with a garland. Decorative; the brand name is next to it. */
export function BrandMark({ className }: BrandMarkProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 13 16 5l11 8" />
        <path d="M8 13v13M24 13v13M5 26h22" />
        <path d="M11.5 13c0 3.6 2 5.5 4.5 5.5s4.5-1.9 4.5-5.5" />
      </g>
    </svg>
  );
}
