import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { WEEKDAYS, type Weekday } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany } from '../../platform/http/security.js';
import { timeslots } from '../../db/schema/index.js';

/**
 * A timeslot's write (the engine's beforeWrite): it ends after it starts, does not overlap another
 * active timeslot of its weekday, and gets its day number (the list's order).
 */
export function timeslotRules(db: Db) {
  return async (request: FastifyRequest, body: Record<string, unknown>, id?: string) => {
    const weekday = body.weekday as Weekday;
    const startTime = body.startTime as string;
    const endTime = body.endTime as string;
    if (endTime <= startTime) {
      throw AppError.validation({ endTime: ['End Time should be after Start Time'] });
    }
    body.dayNo = WEEKDAYS.indexOf(weekday) + 1;
    if (body.isActive === false) return;
    const [clash] = await db
      .select({ startTime: timeslots.startTime, endTime: timeslots.endTime })
      .from(timeslots)
      .where(
        and(
          eq(timeslots.entityCode, currentCompany(request).entityCode),
          eq(timeslots.weekday, weekday),
          eq(timeslots.isActive, true),
          lt(timeslots.startTime, endTime),
          gt(timeslots.endTime, startTime),
          id ? ne(timeslots.id, id) : undefined,
        ),
      )
      .limit(1);
    if (clash) {
      const message = `This timeslot overlaps the ${weekday} timeslot ${clash.startTime}-${clash.endTime}`;
      throw new AppError('CONFLICT', message, { startTime: [message] });
    }
  };
}
