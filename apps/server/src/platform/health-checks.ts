/**
 * What /api/health asks about (issue 18): each part a server depends on (database, media
 * storage, job queue) adds a check when it is set up; a check resolves with what it wants to
 * report (a version, a kind) or rejects when its part cannot be reached.
 */
export interface HealthCheck {
  name: string;
  check(): Promise<Record<string, unknown>>;
}

export interface HealthChecks {
  add(check: HealthCheck): void;
  /** Every check, in the order added. */
  readonly all: readonly HealthCheck[];
}

export function createHealthChecks(): HealthChecks {
  const all: HealthCheck[] = [];
  return {
    add(check) {
      if (all.some((known) => known.name === check.name)) {
        throw new Error(`Health check ${check.name} is added twice`);
      }
      all.push(check);
    },
    all,
  };
}
