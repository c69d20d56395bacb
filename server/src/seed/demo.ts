// Demo data for a fresh install: about 60 candidates with real PDF resumes, interviews in every
// state with transcripts, four training sets and the admin's skills. Deterministic: a seeded PRNG
// and fixed lists, with dates relative to the current UTC day at midnight, so two runs on the
// same day give the same data (ids and public codes aside).
import type { Db } from '../db/engine.ts';
import type { ResumeStorage } from '../modules/resumes/storage.ts';
import type { CandidateRow, InterviewRow, TrainingSetRow } from '../db/schema.ts';
import { newId, publicCode } from '../lib/ids.ts';
import { listSkills } from '../modules/skills/repository.ts';
import { upsertSkills } from '../modules/skills/service.ts';
import { generateSummary } from '../lib/summary.ts';
import { demoAnswer, feedbackFor, type HistoryEntry } from './demoAnswers.ts';
import { ADMIN_SKILLS, makeResume, NAMES, TRACKS } from './demoPeople.ts';
import { TRAINING } from './demoTraining.ts';
import { prng } from './prng.ts';
import { generateResumePdf, resumeText } from './resumePdf.ts';
import { DEMO_INTERVIEW_KEY } from './keys.ts';

export { DEMO_INTERVIEW_KEY };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type State = 'none' | 'scheduled' | 'in_progress' | 'completed' | 'cancelled';
// 60 candidates: the latest interview of each, by index
const STATES: State[] = [
  ...Array<State>(12).fill('none'),
  ...Array<State>(14).fill('scheduled'),
  ...Array<State>(4).fill('in_progress'),
  ...Array<State>(20).fill('completed'),
  ...Array<State>(10).fill('cancelled'),
];

/** Thrown inside the seeding transaction when another start claimed the seed: it rolls back. */
class ClaimedElsewhere extends Error {}

export interface SeedOptions {
  /**
   * Runs first in the transaction that writes the records: false when another start claimed the
   * seed; then nothing is written, the stored resumes go again and the seed answers false.
   */
  claim?: (trx: Db) => Promise<boolean>;
  /** the seed's moment (default: now): the demo interview is scheduled at it, to the minute */
  now?: Date;
}

/**
 * Seeds the admin's demo data when the admin has no candidates yet. Returns true when it did.
 */
export async function seedDemoData(
  db: Db,
  resumes: ResumeStorage,
  adminId: string,
  options: SeedOptions = {},
): Promise<boolean> {
  const existing = await db
    .selectFrom('candidates')
    .select('id')
    .where('admin_id', '=', adminId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return false;

  const rng = prng(20250305);
  const seededAt = options.now ?? new Date();
  const demoMs = Math.floor(seededAt.getTime() / 60_000) * 60_000;
  // the interview to take right after start: the first Backend Engineer's scheduled one
  let demoInterviewId: string | undefined;
  const midnight = new Date(seededAt);
  midnight.setUTCHours(0, 0, 0, 0);
  const today = midnight.getTime();
  const iso = (ms: number) => new Date(ms).toISOString();

  const trainingByDomain = new Map(TRAINING.map((t) => [t.domain.toLowerCase(), t.questions]));
  const skillNames = ADMIN_SKILLS.map((s) => s.skill);
  const candidates: CandidateRow[] = [];
  const interviews: InterviewRow[] = [];
  const files: string[] = [];

  try {
    for (const [index, state] of rng.shuffle(STATES).entries()) {
      const name = NAMES[index % NAMES.length]!;
      const track = TRACKS[index % TRACKS.length]!;
      const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
      const phone = `+1 (555) ${String(rng.int(100, 999))}-${String(rng.int(1000, 9999))}`;
      const info = makeResume(rng, name, track, email, phone);
      const pdf = await generateResumePdf(info);
      const file = await resumes.save(pdf, adminId);
      files.push(file);
      const candidateSkills = track.skills;
      // an interview that is over was scheduled at least a day after the candidate was added
      const past = state === 'completed' || state === 'cancelled';
      const createdMs = today - rng.int(past ? 3 : 0, 69) * DAY - rng.int(1, 23) * HOUR;
      const candidate: CandidateRow = {
        id: newId(),
        admin_id: adminId,
        cand_id: publicCode('C'),
        name,
        email,
        phone,
        skills: JSON.stringify(candidateSkills),
        resume_file: file,
        profile_summary: generateSummary({
          name,
          text: resumeText(info),
          knownSkills: [...candidateSkills, ...skillNames],
        }),
        deleted: 0,
        created_at: iso(createdMs),
        version: 1,
        deleted_at: null,
        erased_at: null,
      };
      candidates.push(candidate);
      if (state === 'none') continue;

      const bank = trainingByDomain.get(candidateSkills[0]!.toLowerCase()) ?? [];
      const addInterview = (
        status: InterviewRow['status'],
        scheduledMs: number,
        createdAt: number,
      ) => {
        const numQuestions = Math.min(5, Math.max(3, bank.length));
        let history: HistoryEntry[] = [];
        let score: number | null = null;
        let feedback = '';
        let selected = 0;
        if (status === 'completed' || status === 'in_progress') {
          const asked = status === 'completed' ? numQuestions : rng.int(1, numQuestions - 1);
          // skewed towards the top, as candidates who reach an interview tend to be
          const strength = Math.sqrt(rng.next());
          const skill = candidateSkills[0]!;
          history = bank.slice(0, asked).map((q, i) => {
            const scored = demoAnswer(q, skill, strength, rng.next(), rng.next());
            return {
              question: q.question,
              answer: scored.answer,
              score: scored.score,
              skill,
              difficulty: q.difficulty,
              explanation: scored.explanation,
              scorer: scored.scorer,
              needs_review: scored.needs_review,
              auto_score: scored.score,
              answered_at: iso(scheduledMs + (i + 1) * 3 * 60_000),
              scorable: true,
              scorer_version: scored.scorer_version!,
              prompt_hash: scored.prompt_hash,
            };
          });
        }
        if (status === 'completed') {
          score = Math.round((history.reduce((s, h) => s + h.score, 0) / history.length) * 10) / 10;
          feedback = feedbackFor(score);
          selected = score >= 4 && rng.chance(0.75) ? 1 : 0;
        }
        if (status === 'cancelled') {
          feedback = rng.pick(['Candidate asked to cancel.', 'Position filled.', 'No show.']);
        }
        interviews.push({
          id: newId(),
          admin_id: adminId,
          candidate_id: candidate.id,
          version: 1,
          int_id: publicCode('I'),
          title: `${track.role} interview`,
          scheduled_time: iso(scheduledMs),
          status,
          agent_voice: rng.pick(['ash', 'ballad', 'coral', 'sage', 'verse']),
          num_questions: numQuestions,
          history: JSON.stringify(history),
          score,
          feedback,
          selected,
          created_at: iso(Math.min(createdAt, today - HOUR)),
        });
      };

      // some candidates had an earlier round before the latest interview
      let since = createdMs;
      if (rng.chance(0.2) && createdMs < today - 6 * DAY) {
        const earlier = createdMs + rng.int(1, 3) * DAY + rng.int(9, 16) * HOUR;
        addInterview(rng.chance(0.5) ? 'cancelled' : 'completed', earlier, createdMs + 2 * HOUR);
        since = earlier + HOUR;
      }
      const createdAt = since + Math.floor((today - since) * rng.next() * 0.5);
      if (state === 'scheduled') {
        const scheduled = today + rng.int(1, 14) * DAY + rng.int(9, 17) * HOUR;
        const demo = demoInterviewId === undefined && track.role === 'Backend Engineer';
        if (demo) addInterview(state, demoMs, Math.min(createdAt, demoMs - HOUR));
        else addInterview(state, scheduled, createdAt);
        if (demo) demoInterviewId = interviews[interviews.length - 1]!.id;
      } else if (state === 'in_progress') {
        addInterview(state, today - rng.int(1, 4) * HOUR, createdAt);
      } else {
        // completed or cancelled: scheduled between the creation and yesterday
        const scheduled = Math.min(
          createdAt + rng.int(1, 7) * DAY + rng.int(9, 17) * HOUR,
          today - DAY + rng.int(9, 17) * HOUR,
        );
        addInterview(state, scheduled, Math.min(createdAt, scheduled - HOUR));
      }
    }

    const have = new Set((await listSkills(db, adminId)).map((s) => s.skill.toLowerCase()));
    await db.transaction().execute(async (trx) => {
      if (options.claim && !(await options.claim(trx))) throw new ClaimedElsewhere();
      await trx.insertInto('candidates').values(candidates).execute();
      await trx.insertInto('interviews').values(interviews).execute();
      if (demoInterviewId !== undefined) {
        await trx
          .insertInto('meta')
          .values({ key: DEMO_INTERVIEW_KEY, value: demoInterviewId })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: demoInterviewId }))
          .execute();
      }
      const existingSets = new Set(
        (
          await trx
            .selectFrom('training_sets')
            .select('domain_key')
            .where('admin_id', '=', adminId)
            .execute()
        ).map((s) => s.domain_key),
      );
      const sets: TrainingSetRow[] = TRAINING.filter(
        (t) => !existingSets.has(t.domain.toLowerCase()),
      ).map((t) => ({
        id: newId(),
        admin_id: adminId,
        domain: t.domain,
        domain_key: t.domain.toLowerCase(),
        questions: JSON.stringify(t.questions),
        last_updated: iso(today - t.daysAgo * DAY + 11 * HOUR),
        version: 1,
      }));
      if (sets.length > 0) await trx.insertInto('training_sets').values(sets).execute();
    });
    await upsertSkills(
      db,
      adminId,
      ADMIN_SKILLS.filter((s) => !have.has(s.skill.toLowerCase())),
    );
  } catch (err) {
    await Promise.all(files.map((f) => resumes.remove(f)));
    if (err instanceof ClaimedElsewhere) return false;
    throw err;
  }
  return true;
}
