import type { Db } from '../../db/database.ts';

/** What the candidate's join page shows, by interview id, for anyone holding the link. */
export function findMeeting(db: Db, id: string) {
  return db
    .selectFrom('interviews')
    .select(['title', 'scheduled_time', 'status', 'agent_voice'])
    .where('id', '=', id)
    .executeTakeFirst();
}
