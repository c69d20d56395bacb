// Training form validation (spec section 5): a domain, and for every question a text, a difficulty
// and at least one tag; otherwise 'Please fill all the details'.
import { DIFFICULTIES } from '../../dataProvider/types';
import type { TrainingDraft } from './trainingDraft';

export interface QuestionProblems {
  question: boolean;
  difficulty: boolean;
  tags: boolean;
}

export interface TrainingFormErrors {
  /** translation key of the message */
  message: string;
  domain: boolean;
  questions: QuestionProblems[];
}

export const FILL_ALL = 'app.training.fill_all';

/** null when the draft can be sent; otherwise the message and the fields that miss a value. */
export function validateTrainingForm(draft: TrainingDraft): TrainingFormErrors | null {
  const domain = draft.domain.trim() === '';
  const questions = draft.questions.map((q) => ({
    question: q.question.trim() === '',
    difficulty: !DIFFICULTIES.includes(q.difficulty as never),
    tags: q.tags.every((tag) => tag.trim() === ''),
  }));
  const invalid =
    domain ||
    draft.questions.length === 0 ||
    questions.some((q) => q.question || q.difficulty || q.tags);
  return invalid ? { message: FILL_ALL, domain, questions } : null;
}

/** The form's validator: each field that misses a value gets the one message. */
export function validateTrainingValues(values: TrainingDraft) {
  const errors = validateTrainingForm(values);
  if (!errors) return {};
  const marked = <T extends object>(flags: T) =>
    Object.fromEntries(
      Object.entries(flags)
        .filter(([, missing]) => missing)
        .map(([field]) => [field, errors.message]),
    );
  return {
    ...marked({ domain: errors.domain }),
    questions: errors.questions.map(marked),
  };
}
