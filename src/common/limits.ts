// The reference server's maxima and rules, the console's one copy of them: inputs carry them so
// a value the server would refuse is known before it is sent. tests/unit/limits.test.ts holds
// every number here to the server's code, so the two cannot drift apart.

export const LIMITS = {
  /** candidate form (server/src/modules/candidates/validation.ts) */
  candidateName: 200,
  candidateEmail: 254,
  candidatePhoneMin: 5,
  candidatePhoneMax: 25,
  /** a skill's name, in a candidate's list and in Settings */
  skill: 100,
  /** skills of one candidate */
  candidateSkills: 50,
  /** the profile summary's HTML (server/src/lib/sanitize.ts) */
  profileSummary: 20_000,
  /** a resume's bytes: the server's multipart limit (server/src/types.ts) */
  resumeBytes: 10 * 1024 * 1024,
  /** Settings: a skill's question count (server/src/modules/settings/schemas.ts) */
  skillQuestions: 1000,
  /** training sets (server/src/modules/training/schemas.ts) */
  trainingDomain: 100,
  trainingQuestion: 2000,
  trainingTag: 50,
  trainingTags: 30,
  trainingQuestions: 200,
  /** interviews (server/src/modules/interviews/schemas.ts) */
  interviewTitle: 200,
  interviewQuestions: 100,
  /** jobs (server/src/modules/jobs/: service.ts for the title, schemas.ts for the rest) */
  jobTitle: 200,
  jobDepartment: 200,
  jobDescription: 20_000,
  jobSkills: 50,
  /** the lists' search box (candidates' and interviews' q) */
  search: 200,
  /** the admin's own details (server/src/modules/profile/service.ts) */
  adminName: 100,
  adminEmail: 254,
  adminPhone: 30,
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 8,
} as const;

/** A candidate's phone as the server takes it: 5 to 25 of digits, spaces, + - ( ), a digit among them. */
const CANDIDATE_PHONE = new RegExp(
  `^[0-9 +\\-()]{${LIMITS.candidatePhoneMin},${LIMITS.candidatePhoneMax}}$`,
);

export function isCandidatePhone(raw: string): boolean {
  const phone = raw.trim();
  return CANDIDATE_PHONE.test(phone) && /\d/.test(phone);
}

const CANDIDATE_EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** A candidate's email as the server takes it; empty is allowed (the email is optional). */
export function isCandidateEmail(raw: string): boolean {
  const email = raw.trim();
  return email === '' || (email.length <= LIMITS.candidateEmail && CANDIDATE_EMAIL.test(email));
}

/** The admin's username as the server takes it (server/src/config.ts USERNAME_PATTERN). */
export const USERNAME_PATTERN = new RegExp(
  `^[A-Za-z0-9._-]{${LIMITS.usernameMin},${LIMITS.usernameMax}}$`,
);

/** The admin's email as the profile service takes it. */
export const ADMIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** From which length a field shows its counter: the last tenth before the limit. */
export function counterFrom(max: number): number {
  return Math.floor(max * 0.9);
}
