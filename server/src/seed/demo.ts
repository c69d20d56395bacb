// Demo data for a fresh install: about 60 candidates with real PDF resumes, interviews in every
// state with transcripts, four training sets and the admin's skills. Deterministic: a seeded PRNG
// and fixed lists, with dates relative to the current UTC day at midnight, so two runs on the
// same day give the same data (ids and public codes aside).
import type { Db } from '../db/database.ts';
import type { ResumeStorage } from '../modules/resumes/storage.ts';
import type { CandidateRow, InterviewRow, TrainingSetRow } from '../db/schema.ts';
import { newId, publicCode } from '../lib/ids.ts';
import { listSkills } from '../modules/skills/repository.ts';
import { upsertSkills } from '../modules/skills/service.ts';
import { generateSummary } from '../lib/summary.ts';
import { scoreAnswer } from '../modules/scoring/builtin.ts';
import type { Difficulty, ScorerName } from '../modules/scoring/types.ts';
import { generateResumePdf, resumeText, type ResumeInfo } from './resumePdf.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** mulberry32: a small, fast, seedable PRNG (uniform in [0, 1)). */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
    /** a shuffled copy (Fisher-Yates) */
    shuffle: <T>(list: readonly T[]): T[] => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}
type Rng = ReturnType<typeof prng>;

const NAMES = [
  'Aarav Sharma',
  'Olivia Bennett',
  'Liam Carter',
  'Sofia Rossi',
  'Noah Kim',
  'Emma Schulz',
  'Mateo Garcia',
  'Ava Thompson',
  'Ethan Nguyen',
  'Mia Johansson',
  'Lucas Silva',
  'Isabella Chen',
  'Arjun Patel',
  'Chloe Dubois',
  'Daniel Okafor',
  'Hannah Fischer',
  'Ravi Iyer',
  'Grace Murphy',
  'Kenji Tanaka',
  'Zara Ahmed',
  'Leo Novak',
  'Amelia Walsh',
  'Omar Haddad',
  'Lily Anderson',
  'Diego Morales',
  'Ella Kowalski',
  'Samuel Mensah',
  'Nora Lindqvist',
  'Vikram Rao',
  'Ruby Clarke',
  'Hugo Martin',
  'Aisha Bello',
  'Felix Wagner',
  'Maya Cohen',
  'Yusuf Demir',
  'Clara Moreau',
  'Ivan Petrov',
  'Leah OConnor',
  'Rohan Mehta',
  'Sara Lopez',
  'Tomas Horvat',
  'Anya Ivanova',
  'Kwame Asante',
  'Julia Romano',
  'Finn Larsen',
  'Priya Nair',
  'Oscar Lindberg',
  'Elena Popescu',
  'Marcus Reed',
  'Yara Haddad',
  'Adam Novak',
  'Ines Ferreira',
  'Kai Yamamoto',
  'Freya Nielsen',
  'Jonas Weber',
  'Lina Saleh',
  'Nikhil Gupta',
  'Eva Horvath',
  'Caleb Brooks',
  'Mei Lin',
] as const;

const COMPANIES = [
  'Northwind Labs',
  'Bluepeak Software',
  'Acme Analytics',
  'Globex Cloud',
  'Initech Systems',
  'Brightline Health',
  'Orbital Retail',
  'Cobalt Fintech',
  'Riverstone Media',
  'Helix Logistics',
];

interface Track {
  role: string;
  skills: string[];
  bullets: string[];
  extraSkills: string[];
}

const TRACKS: Track[] = [
  {
    role: 'Backend Engineer',
    skills: ['Backend', 'Python', 'SQL'],
    extraSkills: ['PostgreSQL', 'Redis', 'REST APIs', 'Docker'],
    bullets: [
      'Designed REST APIs in Python serving 2 million requests a day',
      'Cut p95 latency by 40% by reworking SQL queries and adding Redis caching',
      'Led the migration of a monolith to three backend services',
      'Introduced contract tests and raised backend test coverage to 85%',
      'Built an event pipeline with message queues for order processing',
    ],
  },
  {
    role: 'Frontend Developer',
    skills: ['Frontend', 'React'],
    extraSkills: ['TypeScript', 'CSS', 'Accessibility', 'Vite'],
    bullets: [
      'Built a design system of 40 React components used by five teams',
      'Improved Lighthouse performance scores from 55 to 95 on the main frontend',
      'Led the move from a legacy jQuery frontend to React and TypeScript',
      'Made the checkout flow meet WCAG 2.1 AA accessibility guidelines',
      'Set up visual regression tests for the component library',
    ],
  },
  {
    role: 'DevOps Engineer',
    skills: ['DevOps', 'Python'],
    extraSkills: ['Kubernetes', 'Terraform', 'AWS', 'CI/CD'],
    bullets: [
      'Moved 30 services to Kubernetes with zero-downtime deployments',
      'Wrote Terraform modules for all AWS infrastructure',
      'Cut CI/CD pipeline time from 25 to 8 minutes',
      'Built monitoring and alerting with Prometheus and Grafana',
      'Automated on-call runbooks with Python scripts',
    ],
  },
  {
    role: 'Data Scientist',
    skills: ['Data Science', 'Python', 'SQL'],
    extraSkills: ['Pandas', 'scikit-learn', 'Statistics', 'Airflow'],
    bullets: [
      'Built a churn prediction model that lifted retention by 6%',
      'Designed A/B tests and the statistics behind them for the growth team',
      'Maintained SQL data pipelines feeding the analytics warehouse',
      'Shipped a demand forecasting model in Python used for weekly planning',
      'Presented findings from data science work to executives each quarter',
    ],
  },
  {
    role: 'Full Stack Developer',
    skills: ['Backend', 'Frontend', 'React', 'SQL'],
    extraSkills: ['Node.js', 'TypeScript', 'GraphQL', 'Docker'],
    bullets: [
      'Delivered features end to end across the React frontend and Node.js backend',
      'Built a GraphQL layer over three legacy REST services',
      'Owned the SQL schema and its migrations for the billing product',
      'Mentored two junior developers through their first year',
      'Reduced page load time by 35% with server-side rendering',
    ],
  },
];

const ADMIN_SKILLS = [
  { skill: 'Backend', num_questions: 5 },
  { skill: 'Frontend', num_questions: 0 },
  { skill: 'DevOps', num_questions: 4 },
  { skill: 'Data Science', num_questions: 0 },
  { skill: 'Python', num_questions: 3 },
  { skill: 'React', num_questions: 3 },
  { skill: 'SQL', num_questions: 2 },
  { skill: 'Communication', num_questions: 0 },
];

/** A training question; most carry the expected points the built-in scorer looks for. */
type Q = {
  question: string;
  difficulty: 'easy' | 'medium' | 'hard';
  tags: string[];
  expected_points?: string[];
};
const TRAINING: { domain: string; daysAgo: number; questions: Q[] }[] = [
  {
    domain: 'Backend',
    daysAgo: 3,
    questions: [
      {
        question: 'What is the difference between a process and a thread?',
        difficulty: 'easy',
        tags: ['os', 'fundamentals'],
        expected_points: [
          'processes have separate memory',
          'threads share memory',
          'context switch cost',
          'locks for shared state',
        ],
      },
      {
        question: 'How do HTTP status codes 401 and 403 differ?',
        difficulty: 'easy',
        tags: ['http', 'security'],
        expected_points: [
          '401: missing or invalid credentials',
          '403: authenticated but not allowed',
          'WWW-Authenticate header on 401',
        ],
      },
      { question: 'What does REST mean to you in practice?', difficulty: 'easy', tags: ['api'] },
      {
        question: 'Explain database indexes and when they slow writes down.',
        difficulty: 'medium',
        tags: ['sql', 'performance'],
        expected_points: [
          'B-tree index lookup',
          'avoids full table scans',
          'writes update every index',
          'composite index column order',
        ],
      },
      {
        question: 'How would you design idempotent payment endpoints?',
        difficulty: 'hard',
        tags: ['api', 'design'],
        expected_points: [
          'idempotency key from the client',
          'store the key with the result',
          'return the stored result on retry',
          'unique constraint against races',
        ],
      },
      {
        question: 'What isolation levels does PostgreSQL offer, and what anomalies do they allow?',
        difficulty: 'hard',
        tags: ['sql', 'transactions'],
        expected_points: [
          'read committed is the default',
          'repeatable read uses a snapshot',
          'serializable prevents anomalies',
          'write skew',
        ],
      },
      {
        question: 'How do you paginate a large, changing result set?',
        difficulty: 'medium',
        tags: ['api', 'sql'],
        expected_points: [
          'keyset (cursor) pagination',
          'stable sort with a unique tiebreaker',
          'offset skips or repeats rows when data changes',
        ],
      },
      {
        question: 'Describe a caching strategy and how you would invalidate it.',
        difficulty: 'medium',
        tags: ['caching', 'performance'],
        expected_points: [
          'cache-aside',
          'time-to-live (TTL) expiry',
          'invalidate on write',
          'stampede protection',
        ],
      },
      {
        question: 'What is the N+1 query problem and how do you avoid it?',
        difficulty: 'medium',
        tags: ['sql', 'orm'],
        expected_points: [
          'one query per row in a loop',
          'eager loading or joins',
          'batch with WHERE IN',
        ],
      },
      {
        question: 'How would you rate-limit a public API?',
        difficulty: 'hard',
        tags: ['api', 'security'],
        expected_points: [
          'token bucket or sliding window',
          'limit per API key or IP',
          '429 with Retry-After',
          'shared counter store like Redis',
        ],
      },
    ],
  },
  {
    domain: 'Frontend',
    daysAgo: 6,
    questions: [
      {
        question: 'What is the virtual DOM and why does React use it?',
        difficulty: 'easy',
        tags: ['react'],
        expected_points: [
          'in-memory tree of elements',
          'diffing (reconciliation)',
          'batched minimal DOM updates',
        ],
      },
      { question: 'Compare CSS grid and flexbox.', difficulty: 'easy', tags: ['css'] },
      {
        question: 'Explain the rules of hooks.',
        difficulty: 'easy',
        tags: ['react', 'hooks'],
        expected_points: [
          'call hooks at the top level',
          'not in loops or conditions',
          'only from components or custom hooks',
        ],
      },
      {
        question: 'How do you prevent unnecessary re-renders?',
        difficulty: 'medium',
        tags: ['react', 'performance'],
        expected_points: [
          'React.memo',
          'useMemo and useCallback',
          'stable props and keys',
          'move state down',
        ],
      },
      {
        question: 'How does the browser event loop schedule tasks and microtasks?',
        difficulty: 'hard',
        tags: ['javascript', 'browser'],
        expected_points: [
          'call stack',
          'macrotask queue (setTimeout)',
          'microtasks (promises) run first',
          'rendering between tasks',
        ],
      },
      {
        question: 'What makes a form accessible?',
        difficulty: 'medium',
        tags: ['accessibility', 'html'],
        expected_points: [
          'labels tied to inputs',
          'errors announced (aria-live)',
          'keyboard navigation',
          'visible focus',
        ],
      },
      {
        question: 'How would you split a large bundle?',
        difficulty: 'medium',
        tags: ['performance', 'build'],
        expected_points: [
          'dynamic import()',
          'route-based code splitting',
          'lazy-load heavy libraries',
          'vendor chunks',
        ],
      },
      {
        question: 'How would you design state management for a large admin app?',
        difficulty: 'hard',
        tags: ['architecture', 'react'],
        expected_points: [
          'server state in a query cache',
          'local UI state in components',
          'global store only for shared state',
          'normalised data',
        ],
      },
    ],
  },
  {
    domain: 'DevOps',
    daysAgo: 12,
    questions: [
      {
        question: 'What is the difference between a container and a virtual machine?',
        difficulty: 'easy',
        tags: ['containers'],
        expected_points: [
          'containers share the host kernel',
          'VMs run a full guest OS',
          'containers start faster and are lighter',
          'VMs isolate more strongly',
        ],
      },
      {
        question: 'How does a Kubernetes rolling update work?',
        difficulty: 'medium',
        tags: ['kubernetes', 'deployment'],
        expected_points: [
          'replaces pods gradually',
          'maxSurge and maxUnavailable',
          'readiness probes gate traffic',
          'rollback with kubectl rollout undo',
        ],
      },
      {
        question: 'How do you keep secrets out of a CI pipeline log?',
        difficulty: 'medium',
        tags: ['ci', 'security'],
        expected_points: [
          'secret store or CI secret variables',
          'masking in logs',
          'never echo secrets',
          'short-lived credentials (OIDC)',
        ],
      },
      {
        question: 'Explain Terraform state and how teams share it safely.',
        difficulty: 'hard',
        tags: ['terraform', 'iac'],
        expected_points: [
          'remote backend (S3, GCS)',
          'state locking',
          'no secrets in plain state',
          'separate state per environment',
        ],
      },
      {
        question: 'What would you alert on for a web service?',
        difficulty: 'medium',
        tags: ['monitoring', 'sre'],
        expected_points: [
          'error rate',
          'latency (p95/p99)',
          'saturation (CPU, memory)',
          'alert on symptoms, not causes',
        ],
      },
      {
        question: 'Describe a blue-green deployment.',
        difficulty: 'easy',
        tags: ['deployment'],
        expected_points: [
          'two identical environments',
          'switch traffic at once',
          'instant rollback',
        ],
      },
      {
        question: 'How would you debug a pod stuck in CrashLoopBackOff?',
        difficulty: 'hard',
        tags: ['kubernetes', 'debugging'],
        expected_points: [
          'kubectl logs --previous',
          'kubectl describe pod events',
          'check probes and resource limits',
          'exit code',
        ],
      },
    ],
  },
  {
    domain: 'Data Science',
    daysAgo: 20,
    questions: [
      {
        question: 'What is overfitting and how do you detect it?',
        difficulty: 'easy',
        tags: ['ml', 'fundamentals'],
        expected_points: [
          'training accuracy far above validation',
          'cross-validation',
          'regularisation or a simpler model',
          'more data',
        ],
      },
      {
        question: 'Explain precision and recall with an example.',
        difficulty: 'easy',
        tags: ['metrics'],
        expected_points: [
          'precision: share of predicted positives that are right',
          'recall: share of actual positives found',
          'trade-off via the threshold',
        ],
      },
      {
        question: 'How do you choose the sample size for an A/B test?',
        difficulty: 'medium',
        tags: ['statistics', 'experiments'],
        expected_points: [
          'minimum detectable effect',
          'significance level (alpha)',
          'statistical power',
          'baseline conversion rate',
        ],
      },
      {
        question: 'How would you handle a heavily imbalanced dataset?',
        difficulty: 'medium',
        tags: ['ml', 'data'],
        expected_points: [
          'resampling (oversample, undersample, SMOTE)',
          'class weights',
          'precision-recall metrics, not accuracy',
          'stratified splits',
        ],
      },
      {
        question: 'Explain the bias-variance trade-off.',
        difficulty: 'medium',
        tags: ['ml', 'theory'],
        expected_points: [
          'bias: underfitting from too simple a model',
          'variance: overfitting to noise',
          'total error trade-off',
          'model complexity',
        ],
      },
      {
        question: 'How would you detect data leakage in a model?',
        difficulty: 'hard',
        tags: ['ml', 'validation'],
        expected_points: [
          'features unavailable at prediction time',
          'time-based splits',
          'fit preprocessing on training data only',
          'suspiciously high validation score',
        ],
      },
      {
        question: 'Design a feature store for real-time predictions.',
        difficulty: 'hard',
        tags: ['architecture', 'mlops'],
      },
      {
        question: 'Write a SQL query for a 7-day rolling average.',
        difficulty: 'medium',
        tags: ['sql', 'analytics'],
        expected_points: [
          'window function AVG() OVER',
          'ROWS BETWEEN 6 PRECEDING AND CURRENT ROW',
          'order by date',
          'fill missing days',
        ],
      },
    ],
  },
];

const ANSWERS = [
  'I would start from the requirements, then explain the trade-offs with a concrete example from my last project.',
  'The short answer is that it depends on the load; I measured both options and chose the simpler one.',
  'I am not fully sure, but I believe the key point is consistency, and I would verify it with a small test.',
  'In my previous role we solved exactly this by adding monitoring first and then fixing the hot path.',
  'I would break the problem down, handle the failure cases explicitly, and document the decision.',
];

const FEEDBACK = [
  [1.0, 'Struggled with the fundamentals; not a fit for this role at the moment.'],
  [2.5, 'Some gaps in core concepts; answers lacked depth and examples.'],
  [3.5, 'Solid basics and clear communication; would benefit from more hands-on depth.'],
  [4.3, 'Strong answers with practical examples; recommended for the next round.'],
  [5.1, 'Excellent depth and clarity throughout; a strong hire.'],
] as const;

const OPENERS = [
  'The key ideas are',
  'I would cover',
  'In practice it comes down to',
  'From my last project:',
];

/**
 * A demo answer to a training question and its score by the built-in scorer, as a real interview
 * scores it: a candidate of `strength` (0 to 1) names about that share of the expected points.
 * `pick` and `noise` are two draws of the seed's PRNG (in [0, 1)).
 */
function demoAnswer(q: Q, skill: string, strength: number, pick: number, noise: number) {
  const points = q.expected_points ?? [];
  const filler = ANSWERS[Math.floor(pick * ANSWERS.length)]!;
  let answer: string;
  if (points.length === 0) {
    answer = `${filler} It is mostly about ${q.tags.join(' and ')}.`;
  } else {
    const k = Math.max(
      0,
      Math.min(points.length, Math.round(strength * points.length + (noise - 0.5) * 1.5)),
    );
    const start = Math.floor(pick * points.length);
    const named = Array.from({ length: k }, (_, i) => points[(start + i) % points.length]!);
    answer = k === 0 ? filler : `${OPENERS[k % OPENERS.length]} ${named.join('; ')}. ${filler}`;
  }
  const scored = scoreAnswer({ ...q, skill, expected_points: points }, answer);
  return { answer, ...scored };
}

/** A history entry as the interview writes it (docs/interview-api.md, "What the admin sees"). */
interface HistoryEntry {
  question: string;
  answer: string;
  score: number;
  skill: string;
  difficulty: Difficulty;
  explanation: string;
  scorer: ScorerName;
  needs_review: boolean;
  auto_score: number;
  answered_at: string;
}

/** The meta key of the interview the start banner offers to take (see banner.ts). */
export const DEMO_INTERVIEW_KEY = 'demo_interview';

const feedbackFor = (score: number) => FEEDBACK.find(([max]) => score < max)?.[1] ?? '';

function makeResume(rng: Rng, name: string, track: Track, email: string, phone: string) {
  const years = rng.int(1, 12);
  const level = years >= 8 ? 'Senior ' : years <= 2 ? 'Junior ' : '';
  const jobs = years >= 5 ? 3 : 2;
  const experience: ResumeInfo['experience'] = [];
  let end = 2025;
  for (let j = 0; j < jobs; j++) {
    const span = Math.max(1, Math.round(years / jobs));
    const bullets = rng.shuffle(track.bullets).slice(0, rng.int(2, 4));
    experience.push({
      role: j === 0 ? `${level}${track.role}` : track.role,
      company: rng.pick(COMPANIES),
      period: j === 0 ? `${end - span} - present` : `${end - span} - ${end}`,
      bullets,
    });
    end -= span;
  }
  const skills = [...track.skills, ...track.extraSkills.filter(() => rng.chance(0.7))];
  const info: ResumeInfo = {
    name,
    email,
    phone,
    headline: `${level}${track.role}`,
    summary: `${level}${track.role} with ${years} years of experience building reliable products. Enjoys working closely with product teams and mentoring others.`,
    experience,
    skills,
    education: rng.pick([
      'BSc Computer Science, University of Leeds',
      'BEng Software Engineering, TU Delft',
      'MSc Data Science, University of Edinburgh',
      'BTech Information Technology, IIT Madras',
      'BSc Mathematics, University of Toronto',
    ]),
  };
  return info;
}

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
