// The candidate's calls (docs/interview-api.md): session, start, answer, finish. Every write is
// made over the version it read (repository.ts, writeOver): of two racing calls one lands and the
// other reads again and decides again, so no answer is lost or saved twice.
import { ApiError, badRequest, notFound } from '../../errors.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import type { AppDeps } from '../../types.ts';
import { averageScore, type HistoryEntry } from '../interviews/history.ts';
import { provenanceOf } from '../scoring/provenance.ts';
import { MAX_NUM_QUESTIONS } from '../interviews/schemas.ts';
import { summariseFeedback } from '../scoring/index.ts';
import { followUpAfter, type FollowUp } from '../scoring/followUps.ts';
import { interviewSettings } from '../interviewSettings/service.ts';
import { currentQuestion, type CurrentQuestion } from './currentQuestion.ts';
import type { AnswerScore, AskedQuestion } from '../scoring/types.ts';
import { listSkills } from '../skills/repository.ts';
import { listDomainQuestions } from '../training/repository.ts';
import * as repo from './repository.ts';
import type { AnswerBody, Session } from './schemas.ts';
import { selectQuestions } from './selection.ts';
import { blockedAt, sessionOf } from './session.ts';
import { grouped } from '../../lib/numbers.ts';
import { interviewFinished } from '../outbox/interviewEvents.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'scorer' | 'followUps' | 'meetingTokens'>;

export const MAX_ANSWER_CHARS = 5000;

export const MEETING_MESSAGES = {
  notFound: 'Interview not found',
  notOpenYet: 'The interview is not open yet.',
  closed: 'The time to take this interview has passed.',
  cancelled: 'This interview was cancelled.',
  completed: 'This interview is already completed.',
  noQuestions: 'No questions are ready for this interview. Please contact the recruiter.',
  tooLong: `Answer must be at most ${grouped(MAX_ANSWER_CHARS)} characters`,
  notInProgress: 'The interview is not in progress.',
  alreadyAnswered: 'This question was already answered.',
  answerCurrent: 'Answer the current question first.',
  noSuchQuestion: 'There is no question at that index.',
  answerEvery: 'Answer every question before finishing.',
  busy: 'The interview was changed meanwhile. Please try again.',
} as const;

/** Reads of a write that lost to another one before giving up (each read decides afresh). */
const WRITE_TRIES = 5;

const conflict = (msg: string) => new ApiError(409, msg);

/** The interview of a valid link; a wrong or missing token answers as an unknown id does. */
async function load(deps: Deps, id: string, token: unknown) {
  const valid = /^[A-Za-z0-9-]{1,64}$/.test(id) && deps.meetingTokens.verify(id, token);
  const row = valid ? await repo.findCandidateInterview(deps.db, id) : undefined;
  if (!row) throw notFound(MEETING_MESSAGES.notFound);
  return row;
}

const session = (deps: Deps, row: repo.CandidateInterview) =>
  sessionOf(row, deps.config.meeting, deps.clock.now());

export async function getSession(deps: Deps, id: string, token: unknown): Promise<Session> {
  return session(deps, await load(deps, id, token));
}

/** The questions this interview would ask now (docs/interview-api.md, "Which questions"). */
async function planFor(deps: Deps, row: repo.CandidateInterview): Promise<AskedQuestion[]> {
  const [skillCounts, sets] = await Promise.all([
    listSkills(deps.db, row.admin_id),
    listDomainQuestions(deps.db, row.admin_id),
  ]);
  return selectQuestions({
    interviewId: row.id,
    candidateSkills: parseJsonList<unknown>(row.candidate_skills).filter(
      (s): s is string => typeof s === 'string',
    ),
    skillCounts,
    sets: sets.map((s) => ({ domain_key: s.domain_key, questions: parseJsonList(s.questions) })),
    max: MAX_NUM_QUESTIONS,
  });
}

/**
 * Starts the interview inside its window and fixes its questions; one already started answers
 * as it stands (a second tab, a reload).
 */
export async function startInterview(deps: Deps, id: string, token: unknown): Promise<Session> {
  for (let tries = 1; ; tries++) {
    const row = await load(deps, id, token);
    if (row.status === 'in_progress' && row.started_at !== null) return session(deps, row);
    const now = deps.clock.now();
    switch (blockedAt(row, deps.config.meeting, now)) {
      case 'cancelled':
        throw conflict(MEETING_MESSAGES.cancelled);
      case 'completed':
        throw conflict(MEETING_MESSAGES.completed);
      case 'not_open_yet':
        throw conflict(MEETING_MESSAGES.notOpenYet);
      case 'closed':
        throw conflict(MEETING_MESSAGES.closed);
    }
    const plan = await planFor(deps, row);
    if (plan.length === 0) throw new ApiError(422, MEETING_MESSAGES.noQuestions);
    const changes = {
      status: 'in_progress' as const,
      plan: JSON.stringify(plan),
      num_questions: plan.length,
      started_at: now.toISOString(),
      history: '[]',
      score: null,
    };
    // the webhooks' interview.completed and interview.scored, with the completion or not at all
    const written = await deps.db.transaction().execute(async (trx) => {
      const version = await repo.writeOver(trx, row, changes);
      if (version !== undefined) await interviewFinished(trx, deps, row.id);
      return version;
    });
    if (written !== undefined) return session(deps, { ...row, ...changes });
    if (tries >= WRITE_TRIES) throw conflict(MEETING_MESSAGES.busy);
  }
}

/** Characters as the candidate counts them (code points, not UTF-16 units). */
const characters = (text: string) => [...text].length;

/**
 * The follow-up due after this answer to `current` (docs/scoring.md): the workspace's follow-ups
 * per answer not yet asked of its fixed question, and an expected point its answers still miss.
 */
async function followUpFor(
  deps: Deps,
  workspaceId: string,
  plan: readonly AskedQuestion[],
  history: readonly HistoryEntry[],
  current: CurrentQuestion,
  answer: string,
): Promise<FollowUp | undefined> {
  const { follow_ups_per_answer: allowed } = await interviewSettings(deps.db, workspaceId);
  if (allowed === 0) return undefined;
  const root = current.follow_up_of ?? current.index;
  const fixed = plan[current.number - 1];
  if (!fixed) return undefined;
  const chain = [
    ...history.filter((entry, index) => index === root || entry.follow_up_of === root),
    {
      answer,
      follow_up_point:
        current.follow_up_of === undefined ? undefined : current.asked.expected_points[0],
    },
  ];
  return followUpAfter(
    deps.followUps,
    fixed,
    chain.map((entry) => ({ text: entry.answer, point: entry.follow_up_point })),
    allowed,
  );
}

/**
 * Saves and scores the answer to the current question. The same text again for a question
 * already answered answers 200 (a retried request).
 */
export async function answerQuestion(
  deps: Deps,
  id: string,
  token: unknown,
  body: AnswerBody,
): Promise<Session> {
  let scored: AnswerScore | undefined;
  let followUp: FollowUp | undefined | null;
  for (let tries = 1; ; tries++) {
    const row = await load(deps, id, token);
    if (characters(body.answer) > MAX_ANSWER_CHARS) throw badRequest(MEETING_MESSAGES.tooLong);
    if (row.status !== 'in_progress') throw conflict(MEETING_MESSAGES.notInProgress);
    const history = parseJsonList<HistoryEntry>(row.history);
    if (body.index < history.length) {
      if (history[body.index]!.answer === body.answer) return session(deps, row);
      throw conflict(MEETING_MESSAGES.alreadyAnswered);
    }
    if (body.index > history.length) throw conflict(MEETING_MESSAGES.answerCurrent);
    const plan = parseJsonList<AskedQuestion>(row.plan);
    const current = currentQuestion(plan, history);
    if (!current) throw badRequest(MEETING_MESSAGES.noSuchQuestion);
    const question = current.asked;
    // the question at an index never changes once started: a retry after a lost write keeps the score
    scored ??= await deps.scorer.score(question, body.answer);
    const entry: HistoryEntry = {
      question: question.question,
      answer: body.answer,
      score: scored.score,
      explanation: scored.explanation,
      scorer: scored.scorer,
      needs_review: scored.needs_review,
      skill: question.skill,
      difficulty: question.difficulty,
      answered_at: deps.clock.now().toISOString(),
      auto_score: scored.score,
      scorable: scored.scorable,
      ...(scored.not_scorable_reason && { not_scorable_reason: scored.not_scorable_reason }),
      ...provenanceOf(scored),
      ...(current.follow_up_of !== undefined && {
        follow_up_of: current.follow_up_of,
        follow_up_point: question.expected_points[0],
      }),
    };
    // a follow-up about a point still missed, when the workspace asks for them
    if (followUp === undefined) {
      followUp = scored.scorable
        ? ((await followUpFor(deps, row.admin_id, plan, history, current, body.answer)) ?? null)
        : null;
    }
    if (followUp) entry.next_follow_up = followUp;
    const changes = { history: JSON.stringify([...history, entry]) };
    // the webhooks' interview.completed and interview.scored, with the completion or not at all
    const written = await deps.db.transaction().execute(async (trx) => {
      const version = await repo.writeOver(trx, row, changes);
      if (version !== undefined) await interviewFinished(trx, deps, row.id);
      return version;
    });
    if (written !== undefined) return session(deps, { ...row, ...changes });
    if (tries >= WRITE_TRIES) throw conflict(MEETING_MESSAGES.busy);
  }
}

/**
 * Completes an interview whose every question is answered: its score the average, its feedback
 * the summary by skill. One already completed answers as it stands.
 */
export async function finishInterview(deps: Deps, id: string, token: unknown): Promise<Session> {
  for (let tries = 1; ; tries++) {
    const row = await load(deps, id, token);
    if (row.status === 'completed') return session(deps, row);
    if (row.status !== 'in_progress') throw conflict(MEETING_MESSAGES.notInProgress);
    const history = parseJsonList<HistoryEntry>(row.history);
    // every fixed question answered, and the follow-up the last answer asked for
    if (currentQuestion(parseJsonList<AskedQuestion>(row.plan), history) !== undefined) {
      throw conflict(MEETING_MESSAGES.answerEvery);
    }
    const changes = {
      status: 'completed' as const,
      score: averageScore(history),
      feedback: summariseFeedback(history.map((h) => ({ skill: h.skill ?? '', score: h.score }))),
      finished_at: deps.clock.now().toISOString(),
    };
    // the webhooks' interview.completed and interview.scored, with the completion or not at all
    const written = await deps.db.transaction().execute(async (trx) => {
      const version = await repo.writeOver(trx, row, changes);
      if (version !== undefined) await interviewFinished(trx, deps, row.id);
      return version;
    });
    if (written !== undefined) return session(deps, { ...row, ...changes });
    if (tries >= WRITE_TRIES) throw conflict(MEETING_MESSAGES.busy);
  }
}
