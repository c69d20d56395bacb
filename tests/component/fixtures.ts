// Records, errors and small helpers shared by the component tests and their fake data providers.
import { screen } from '@testing-library/react';
import { HttpError } from 'ra-core';
import type { Candidate, Interview, TrainingSet, Voice } from '../../src/dataProvider/types';

/** An ISO string for a local date and time (so formatted times do not depend on the zone). */
export function localIso(year: number, month: number, day: number, hour = 0, minute = 0): string {
  return new Date(year, month - 1, day, hour, minute).toISOString();
}

/** An HttpError as the console's httpClient throws it for an enveloped error answer. */
export function serverError(msg: string, status = 400): HttpError {
  return new HttpError(msg, status, { msg, statusCode: status, data: {} });
}

/** A promise with its resolve/reject, to hold a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The toast showing `text` (react-toastify renders it in role="alert"). */
export function findToast(text: string | RegExp) {
  return screen.findByText(text, { selector: '.Toastify__toast *, .Toastify__toast' });
}

/** A file of `size` bytes (the content is not read). */
export function fakeFile(name: string, type: string, size = 2048): File {
  const file = new File([new Uint8Array(Math.min(size, 4096))], name, { type });
  if (size > 4096) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const VOICES: Voice[] = [
  { id: 'ash', name: 'Ash', gender: 'male', description: 'Warm, friendly male voice' },
  { id: 'ballad', name: 'Ballad', gender: 'female', description: 'Smooth, melodic female voice' },
  { id: 'coral', name: 'Coral', gender: 'female', description: 'Bright, energetic female voice' },
  { id: 'sage', name: 'Sage', gender: 'neutral', description: 'Calm, wise voice' },
  { id: 'verse', name: 'Verse', gender: 'neutral', description: 'Poetic, expressive voice' },
];

/** A candidate as the interview, resume and trash screens see one. */
export function candidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: 'cand-1',
    cand_id: 'C-AB1234',
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '+1 555 0100',
    skills: ['react'],
    resume_url: '/api/resumes/abc.pdf?expires=1&sig=x',
    created_at: localIso(2025, 3, 5, 15, 7),
    ...overrides,
  };
}

/** A candidate as the candidates screen sees one: a skill of the settings and a summary. */
export function makeCandidate(overrides: Partial<Candidate> = {}): Candidate {
  return candidate({
    skills: ['Python'],
    profile_summary: '<p>Backend engineer.</p>',
    ...overrides,
  });
}

export function interview(overrides: Partial<Interview> = {}): Interview {
  return {
    id: 'int-1',
    int_id: 'I-XY0001',
    candidate_id: 'cand-1',
    candidate: { cand_id: 'C-AB1234', name: 'Jane Doe' },
    title: 'Frontend screen',
    scheduled_time: localIso(2030, 3, 5, 15, 7),
    status: 'scheduled',
    link: '/meeting?interviewId=int-1',
    agent_voice: 'coral',
    num_questions: 3,
    history: [],
    score: null,
    feedback: '',
    selected: false,
    created_at: localIso(2025, 1, 1, 9, 0),
    ...overrides,
  };
}

export function trainingSet(overrides: Partial<TrainingSet> = {}): TrainingSet {
  return {
    id: 'set-1',
    domain: 'backend',
    last_updated: '2025-03-05T15:07:00Z',
    questions: [
      { question: 'What is an index?', difficulty: 'easy', tags: ['sql', 'databases'] },
      { question: 'Explain CAP.', difficulty: 'medium', tags: ['distributed'] },
      { question: 'Design a rate limiter.', difficulty: 'hard', tags: ['design', 'scaling'] },
    ],
    ...overrides,
  };
}
