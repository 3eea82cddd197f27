// The five-field cron expressions of job schedules, for the in-process runner (pg-boss reads the
// same expressions with cron-parser). Only what our schedules need: numbers, `*`, ranges, steps
// and lists; no month or day names, no seconds. Decision 0047.

interface Field {
  min: number;
  max: number;
}

const FIELDS: readonly Field[] = [
  { min: 0, max: 59 }, // minute
  { min: 0, max: 23 }, // hour
  { min: 1, max: 31 }, // day of the month
  { min: 1, max: 12 }, // month
  { min: 0, max: 7 }, // day of the week, 0 and 7 both Sunday
];

export interface Cron {
  /** The values each field allows, in the order minute, hour, day, month, weekday. */
  readonly values: readonly ReadonlySet<number>[];
  /** Day of the month and day of the week both restricted: either may match (as in cron). */
  readonly eitherDay: boolean;
}

function parseField(text: string, field: Field, expression: string): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`Cron "${expression}": "${part}" is not a number, range or step`);
    const [, whole, from, to, step] = match;
    const start = whole === '*' ? field.min : Number(from);
    const end =
      whole === '*' ? field.max : to !== undefined ? Number(to) : step ? field.max : start;
    const every = step ? Number(step) : 1;
    if (start < field.min || end > field.max || start > end || every < 1) {
      throw new Error(
        `Cron "${expression}": "${part}" is outside ${field.min}-${field.max} or empty`,
      );
    }
    for (let value = start; value <= end; value += every) values.add(value);
  }
  return values;
}

/** Reads "minute hour day month weekday"; throws a message naming the part it cannot read. */
export function parseCron(expression: string): Cron {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) {
    throw new Error(`Cron "${expression}" must have 5 fields: minute hour day month weekday`);
  }
  const values = parts.map((part, index) => parseField(part, FIELDS[index] as Field, expression));
  const weekdays = values[4] as Set<number>;
  if (weekdays.has(7)) weekdays.add(0);
  return { values, eitherDay: parts[2] !== '*' && parts[4] !== '*' };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The minute, hour, day, month and weekday of `at` on the clocks of `timeZone`. */
function fieldsAt(at: Date, timeZone: string): number[] {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      minute: 'numeric',
      hour: 'numeric',
      day: 'numeric',
      month: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return [
    Number(parts.minute),
    Number(parts.hour),
    Number(parts.day),
    Number(parts.month),
    WEEKDAYS.indexOf(parts.weekday ?? ''),
  ];
}

/** Whether the minute holding `at` is one of the schedule's, on the clocks of `timeZone`. */
export function cronMatches(cron: Cron, at: Date, timeZone = 'UTC'): boolean {
  const [minute, hour, day, month, weekday] = fieldsAt(at, timeZone);
  const has = (index: number, value: number | undefined) =>
    value !== undefined && (cron.values[index] as ReadonlySet<number>).has(value);
  if (!has(0, minute) || !has(1, hour) || !has(3, month)) return false;
  return cron.eitherDay ? has(2, day) || has(4, weekday) : has(2, day) && has(4, weekday);
}
