import cronParser from 'cron-parser';

/** What decides when a site imports by itself. */
export interface ScheduleTimes {
  enabled: boolean;
  /** 'HH:MM' in the organisation's time zone. */
  times: readonly string[];
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: readonly number[];
}

/** One cron expression per time of day (cron counts Sunday as 0). */
function cronsOf(schedule: ScheduleTimes): string[] {
  if (!schedule.enabled || schedule.weekdays.length === 0) return [];
  const days = [...new Set(schedule.weekdays.map((day) => day % 7))].sort().join(',');
  return [...new Set(schedule.times)].map((time) => {
    const [hours, minutes] = time.split(':');
    return `${Number(minutes)} ${Number(hours)} * * ${days}`;
  });
}

/**
 * The next time the schedule fires after `from`, in the zone's wall-clock (a time that does not
 * exist on a day the clocks go forward fires at the next valid instant); null when it never does.
 */
export function nextRunOf(schedule: ScheduleTimes, timeZone: string, from: Date): Date | null {
  let next: Date | null = null;
  for (const cron of cronsOf(schedule)) {
    const at = cronParser
      .parseExpression(cron, { currentDate: from, tz: timeZone })
      .next()
      .toDate();
    if (next === null || at < next) next = at;
  }
  return next;
}

/**
 * The latest slot of the schedule in (`since`, `now`] — the minute it should have fired — or null.
 * A tick that came late (a busy or restarted process) still finds the slot it missed.
 */
export function dueSlotOf(
  schedule: ScheduleTimes,
  timeZone: string,
  since: Date,
  now: Date,
): Date | null {
  let due: Date | null = null;
  for (const cron of cronsOf(schedule)) {
    const expression = cronParser.parseExpression(cron, {
      currentDate: new Date(now.getTime() + 1000),
      tz: timeZone,
    });
    const at = expression.prev().toDate();
    if (at > since && at <= now && (due === null || at > due)) due = at;
  }
  return due;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
