// The candidate's view of an interview (docs/interview-api.md, "A session"): built from the row,
// the window's configuration and the time, and nothing else.
import type { MeetingConfig } from '../../config.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import type { HistoryEntry } from '../interviews/history.ts';
import type { AskedQuestion } from '../scoring/types.ts';
import { currentQuestion, fixedAnswered, followUpsAnswered } from './currentQuestion.ts';
import { VOICES } from '../voices/catalogue.ts';
import type { CandidateInterview } from './repository.ts';
import type { Session } from './schemas.ts';

export type Blocked = 'not_open_yet' | 'closed' | 'cancelled' | 'completed';

/** From when until when Start is offered. */
export function windowOf(scheduledTime: string, config: MeetingConfig) {
  const at = Date.parse(scheduledTime);
  return {
    opensAt: new Date(at - config.opensMinutesBefore * 60_000),
    closesAt: new Date(at + config.closesMinutesAfter * 60_000),
  };
}

/** Why Start is not offered now, or null. */
export function blockedAt(
  row: Pick<CandidateInterview, 'status' | 'scheduled_time'>,
  config: MeetingConfig,
  now: Date,
): Blocked | null {
  if (row.status === 'cancelled' || row.status === 'completed') return row.status;
  if (row.status !== 'scheduled') return null;
  const { opensAt, closesAt } = windowOf(row.scheduled_time, config);
  if (now < opensAt) return 'not_open_yet';
  if (now > closesAt) return 'closed';
  return null;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type SessionRow = Pick<
  CandidateInterview,
  'title' | 'scheduled_time' | 'status' | 'agent_voice' | 'plan' | 'history' | 'started_at'
>;

export function sessionOf(row: SessionRow, config: MeetingConfig, now: Date): Session {
  const { opensAt, closesAt } = windowOf(row.scheduled_time, config);
  const blocked = blockedAt(row, config, now);
  const voice = VOICES[row.agent_voice as keyof typeof VOICES] ?? {
    gender: 'neutral',
    description: '',
  };
  const plan = parseJsonList<AskedQuestion>(row.plan);
  const history = parseJsonList<HistoryEntry>(row.history);
  const started = row.started_at !== null && plan.length > 0;
  // the fixed questions answered; follow-ups are counted apart (docs/scoring.md)
  const answered = Math.min(fixedAnswered(history), started ? plan.length : Infinity);
  const next = row.status === 'in_progress' && started ? currentQuestion(plan, history) : undefined;
  return {
    title: row.title,
    scheduled_time: row.scheduled_time,
    status: row.status,
    now: now.toISOString(),
    interviewer: {
      voice: row.agent_voice,
      name: capitalised(row.agent_voice),
      gender: voice.gender,
      description: voice.description,
    },
    window: { opens_at: opensAt.toISOString(), closes_at: closesAt.toISOString() },
    can_start: row.status === 'scheduled' && blocked === null,
    blocked,
    total_questions: started ? plan.length : null,
    answered,
    follow_ups_answered: followUpsAnswered(history),
    time_limit_sec: config.questionSeconds > 0 ? config.questionSeconds : null,
    current: next
      ? {
          index: next.index,
          number: next.number,
          question: next.asked.question,
          skill: next.asked.skill,
          difficulty: next.asked.difficulty,
          ...(next.follow_up_of !== undefined && { follow_up_of: next.follow_up_of }),
        }
      : null,
  };
}
