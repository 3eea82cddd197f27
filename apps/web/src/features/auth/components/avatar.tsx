/** The first letter of a name in a circle. Decorative: the name itself is in the text nearby. */
export function Avatar({ name, className = '' }: { name: string; className?: string }) {
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-maroon-800 font-display font-semibold text-marigold-200 ring-4 ring-marigold-100 ${className}`}
    >
      {initial}
    </span>
  );
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
