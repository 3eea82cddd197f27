// node-postgres and PGlite both report the SQLSTATE and constraint; drizzle wraps it in cause.
function reported(error: unknown): { code?: unknown; constraint?: unknown; message?: unknown } {
  return ((error as { cause?: unknown })?.cause ?? error) as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
}

/** Whether `error` is PostgreSQL's unique violation (23505) of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = reported(error);
  return (
    e?.code === '23505' &&
    (e.constraint === constraint || String(e.message ?? '').includes(constraint))
  );
}

/** Whether `error` is a lock not granted in time (55P03, lock_timeout). */
export function isLockTimeout(error: unknown): boolean {
  return reported(error)?.code === '55P03';
}
