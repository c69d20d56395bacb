import type { Db } from '../../db/engine.ts';
import { updateVersioned } from '../../db/versioned.ts';

/** What the candidate's join page shows, by interview id, for anyone holding the link. */
export function findMeeting(db: Db, id: string) {
  return db
    .selectFrom('interviews')
    .select(['title', 'scheduled_time', 'status', 'agent_voice'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * An interview as the candidate's calls read it, with the candidate's skills: by id alone (the
 * link's token was checked first).
 */
export function findCandidateInterview(db: Db, id: string) {
  return db
    .selectFrom('interviews as i')
    .innerJoin('candidates as c', 'c.id', 'i.candidate_id')
    .select([
      'i.id',
      'i.admin_id',
      'i.title',
      'i.scheduled_time',
      'i.status',
      'i.agent_voice',
      'i.plan',
      'i.history',
      'i.started_at',
      'i.finished_at',
      'i.version',
      'c.skills as candidate_skills',
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
}

export type CandidateInterview = NonNullable<Awaited<ReturnType<typeof findCandidateInterview>>>;

export type InterviewChanges = Partial<
  Pick<CandidateInterview, 'status' | 'plan' | 'history' | 'started_at' | 'finished_at'> & {
    num_questions: number;
    score: number | null;
    feedback: string;
  }
>;

/**
 * Writes the changes over the version read, in one statement (moving the version, and through
 * the triggers the admin's data version and counts, on): undefined when another write came
 * first.
 */
export const writeOver = (db: Db, row: CandidateInterview, changes: InterviewChanges) =>
  updateVersioned(db, 'interviews', row.admin_id, row.id, changes, [row.version]);
