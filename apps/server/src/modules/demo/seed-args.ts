import { parseArgs } from 'node:util';
import { MAX_DEMO_LISTINGS } from './seed';

export const USAGE = `Usage:
  npm run seed -- --listings N [--seed S]   add N active demo listings (1 to ${MAX_DEMO_LISTINGS.toLocaleString('en-IN')})
  npm run seed -- --remove                  remove every demo vendor, listing and media file
  npm run seed -- --remove --listings N     remove, then add N afresh

Uses the same configuration as npm start: DATABASE_URL, else the embedded database in DATA_DIR.`;

/** A command line that cannot be run, with what to change. */
export class UsageError extends Error {}

export interface SeedCommand {
  listings: number | undefined;
  seed: number;
  remove: boolean;
}

const OPTIONS = {
  listings: { type: 'string' },
  seed: { type: 'string' },
  remove: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function wholeNumber(name: string, text: string, min: number, max: number): number {
  // 10,000 and 10_000 are how people write ten thousand.
  const digits = text.replaceAll(',', '').replaceAll('_', '');
  if (!/^\d+$/.test(digits)) {
    throw new UsageError(`--${name} must be a whole number, not '${text}'.`);
  }
  const value = Number(digits);
  if (value < min || value > max) {
    throw new UsageError(
      `--${name} must be between ${min.toLocaleString('en-IN')} and ${max.toLocaleString('en-IN')}, not ${text}.`,
    );
  }
  return value;
}

function parse(args: string[]) {
  try {
    return parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** The seed's command line as a command, or a UsageError that says what is wrong. */
export function parseSeedCommand(args: string[]): SeedCommand | 'help' {
  const values = parse(args);
  if (values.help) return 'help';
  if (values.seed !== undefined && values.listings === undefined) {
    throw new UsageError('--seed goes with --listings N.');
  }
  if (values.listings === undefined && !values.remove) {
    throw new UsageError('Say how many listings to add (--listings N), or --remove.');
  }
  return {
    listings:
      values.listings === undefined
        ? undefined
        : wholeNumber('listings', values.listings, 1, MAX_DEMO_LISTINGS),
    seed: values.seed === undefined ? 1 : wholeNumber('seed', values.seed, 0, 2 ** 31 - 1),
    remove: values.remove ?? false,
  };
}
