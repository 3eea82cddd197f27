/** Whether `error` is PostgreSQL's unique violation (23505) of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  // node-postgres and PGlite both report the SQLSTATE and constraint; drizzle wraps it in cause.
  const inner = (error as { cause?: unknown })?.cause ?? error;
  const e = inner as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    e?.code === '23505' &&
    (e.constraint === constraint || String(e.message ?? '').includes(constraint))
  );
}
