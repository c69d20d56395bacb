// The add/edit form's state: a training set as the user types it, and what it becomes on submit.
import type { Difficulty, Question, TrainingSet } from '../../dataProvider/types';

export interface QuestionDraft {
  /** stable React key of the block */
  key: number;
  question: string;
  /** '' until the user picks one */
  difficulty: Difficulty | '';
  tags: string[];
  /** optional: what a good answer mentions (expectedPointRules) */
  expected_points: string[];
}

export interface TrainingDraft {
  domain: string;
  questions: QuestionDraft[];
}

let nextKey = 1;

export function emptyQuestion(): QuestionDraft {
  return { key: nextKey++, question: '', difficulty: '', tags: [], expected_points: [] };
}

/** The form's starting point: the set being edited, or one empty question. */
export function draftFromSet(set?: TrainingSet | null): TrainingDraft {
  if (!set) return { domain: '', questions: [emptyQuestion()] };
  const questions = set.questions.map((q) => ({
    key: nextKey++,
    question: q.question ?? '',
    difficulty: q.difficulty ?? '',
    tags: [...q.tags],
    expected_points: [...(q.expected_points ?? [])],
  }));
  return { domain: set.domain, questions: questions.length > 0 ? questions : [emptyQuestion()] };
}

/** The blocks without the one at `index`; the last remaining block is never removed. */
export function removeQuestion(questions: QuestionDraft[], index: number): QuestionDraft[] {
  if (questions.length <= 1) return questions;
  return questions.filter((_, i) => i !== index);
}

/** The JSON body of create and update: texts trimmed. Call only on a valid draft. */
export function draftToPayload(draft: TrainingDraft): {
  domain: string;
  questions: Question[];
} {
  return {
    domain: draft.domain.trim(),
    questions: draft.questions.map((q) => ({
      question: q.question.trim(),
      difficulty: q.difficulty as Difficulty,
      tags: [...q.tags],
      expected_points: [...q.expected_points],
    })),
  };
}

const comparable = (draft: TrainingDraft) =>
  JSON.stringify({
    domain: draft.domain,
    questions: draft.questions.map(({ question, difficulty, tags, expected_points }) => ({
      question,
      difficulty,
      tags,
      expected_points,
    })),
  });

/** Whether the user changed anything since the form opened (block keys do not count). */
export function isDraftChanged(initial: TrainingDraft, current: TrainingDraft): boolean {
  return comparable(initial) !== comparable(current);
}
