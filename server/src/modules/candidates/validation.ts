import { badRequest } from '../../errors.ts';
import { MAX_SUMMARY_CHARS } from '../../lib/sanitize.ts';
import { grouped } from '../../lib/numbers.ts';

/** An uploaded file, received into a temporary file in DATA_DIR/tmp. */
export interface UploadedFile {
  path: string;
}

/** A candidate form as sent: text fields by name (every value sent) and the resume, if any. */
export interface CandidateForm {
  fields: Map<string, string[]>;
  resume: UploadedFile | undefined;
}

/** The fields of a candidate form, checked; absent ones are undefined. */
export interface CandidateInput {
  name?: string;
  phone?: string;
  email?: string;
  skills?: string[];
  profile_summary?: string;
  deleted?: boolean;
  resume?: UploadedFile;
}

type NewCandidateInput = Required<Omit<CandidateInput, 'deleted' | 'resume'>>;

const PHONE_PATTERN = /^[0-9 +\-()]{5,25}$/;
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const MAX_SKILLS = 50;

function validName(raw: string): string {
  const name = raw.trim();
  if (!name) throw badRequest('Name is required');
  if (name.length > 200) throw badRequest('Name must be at most 200 characters');
  return name;
}

function validPhone(raw: string): string {
  const phone = raw.trim();
  if (!phone) throw badRequest('Phone is required');
  if (!PHONE_PATTERN.test(phone) || !/\d/.test(phone)) {
    throw badRequest('Phone must be 5 to 25 characters: digits, spaces, +, - and parentheses');
  }
  return phone;
}

function validEmail(raw: string): string {
  const email = raw.trim();
  if (email && (email.length > 254 || !EMAIL_PATTERN.test(email))) {
    throw badRequest('Email is not a valid email address');
  }
  return email;
}

/** Skills arrive comma-joined (possibly in several fields): trimmed, deduplicated by any case. */
function validSkills(values: string[]): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const value of values) {
    for (const raw of value.split(',')) {
      const skill = raw.trim();
      if (!skill) continue;
      if (skill.length > 100) throw badRequest('Each skill must be at most 100 characters');
      const key = skill.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      skills.push(skill);
    }
  }
  if (skills.length > MAX_SKILLS)
    throw badRequest(`At most ${grouped(MAX_SKILLS)} skills are allowed`);
  return skills;
}

function validSummary(raw: string): string {
  if (raw.length > MAX_SUMMARY_CHARS) {
    throw badRequest(`Profile summary must be at most ${grouped(MAX_SUMMARY_CHARS)} characters`);
  }
  return raw;
}

function validDeleted(raw: string): boolean {
  const v = raw.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw badRequest("Field 'deleted' must be true or false");
}

/** The form of a create: every field checked, absent ones read as empty. */
export function createInput({ fields }: CandidateForm): NewCandidateInput {
  const last = (name: string) => fields.get(name)?.at(-1) ?? '';
  return {
    name: validName(last('name')),
    phone: validPhone(last('phone')),
    email: validEmail(last('email')),
    skills: validSkills(fields.get('skills') ?? []),
    profile_summary: validSummary(last('profile_summary')),
  };
}

/** The form of an update: only the fields sent, checked. */
export function updateInput({ fields, resume }: CandidateForm): CandidateInput {
  const last = (name: string) => fields.get(name)?.at(-1);
  const input: CandidateInput = { resume };
  const name = last('name');
  if (name !== undefined) input.name = validName(name);
  const phone = last('phone');
  if (phone !== undefined) input.phone = validPhone(phone);
  // the console does not send email on edit; a client that does may change it
  const email = last('email');
  if (email !== undefined && email.trim()) input.email = validEmail(email);
  const skills = fields.get('skills');
  if (skills) input.skills = validSkills(skills);
  const deleted = last('deleted');
  if (deleted !== undefined) input.deleted = validDeleted(deleted);
  const summary = last('profile_summary');
  if (summary !== undefined) input.profile_summary = validSummary(summary);
  return input;
}
