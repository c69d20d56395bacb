// Where each answer of a transcript sits (issue 52): the planned questions numbered 1 to n, and
// each follow-up under the question it follows, with that question's number. The labels and the
// messages about an answer ("Question 2", "Follow-up to question 2 scored 4 / 5") come from here,
// so the transcript, its controls and their toasts number the answers alike.
import type { InterviewAnswer } from '../../dataProvider/types';

export interface TranscriptPlace {
  /** the entry's place in `history` (what the server's calls take) */
  index: number;
  /** the question's number, 1 first; a follow-up has the number of the question it follows */
  number: number;
  /** a follow-up: its rank among its question's follow-ups and how many there are; else null */
  followUp: { k: number; of: number } | null;
}

/** A planned question with its follow-ups, in the order they were asked. */
export interface TranscriptGroup {
  question: TranscriptPlace;
  followUps: TranscriptPlace[];
}

/**
 * The history grouped by question. An entry whose `follow_up_of` names no earlier entry is taken
 * for a question of its own (a platform's or a malformed entry).
 */
export function transcriptGroups(history: readonly InterviewAnswer[]): TranscriptGroup[] {
  const groups: TranscriptGroup[] = [];
  // every entry's group, so a follow-up of a follow-up still sits under the question
  const groupAt = new Map<number, TranscriptGroup>();
  history.forEach((entry, index) => {
    const of = entry.follow_up_of;
    const parent = of !== undefined && of < index ? groupAt.get(of) : undefined;
    if (parent) {
      parent.followUps.push({ index, number: parent.question.number, followUp: null });
      groupAt.set(index, parent);
      return;
    }
    const group: TranscriptGroup = {
      question: { index, number: groups.length + 1, followUp: null },
      followUps: [],
    };
    groups.push(group);
    groupAt.set(index, group);
  });
  for (const { followUps } of groups) {
    followUps.forEach((place, at) => {
      place.followUp = { k: at + 1, of: followUps.length };
    });
  }
  return groups;
}

/** Each entry's place, by its index in `history`. */
export function transcriptPlaces(history: readonly InterviewAnswer[]): TranscriptPlace[] {
  const places: TranscriptPlace[] = [];
  for (const { question, followUps } of transcriptGroups(history)) {
    for (const place of [question, ...followUps]) places[place.index] = place;
  }
  return places;
}

/** The place of entry `index` (as its position when the history does not have it). */
export function placeOf(history: readonly InterviewAnswer[] | undefined, index: number) {
  return transcriptPlaces(history ?? [])[index] ?? { index, number: index + 1, followUp: null };
}

const QUESTION_KEYS = {
  label: 'question_n',
  edit: 'edit_score_label',
  field: 'new_score_label',
  saved: 'score_saved',
} as const;

/**
 * The message key and arguments naming an answer: 'Question 2', 'Follow-up to question 2', or,
 * where question 2 has several, 'Follow-up 2 to question 2'; `what` picks the sentence.
 */
export function placeMessage(
  place: TranscriptPlace,
  what: keyof typeof QUESTION_KEYS,
  args: Record<string, unknown> = {},
): [string, Record<string, unknown>] {
  const { number: n, followUp } = place;
  if (!followUp) return [`app.interviews.${QUESTION_KEYS[what]}`, { n, ...args }];
  const several = followUp.of > 1 ? '_k' : '';
  return [`app.interviews.follow_up.${what}${several}`, { n, k: followUp.k, ...args }];
}
