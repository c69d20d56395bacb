// The shape of a demo training set.

/** A training question; most carry the expected points the built-in scorer looks for. */
export type Q = {
  question: string;
  difficulty: 'easy' | 'medium' | 'hard';
  tags: string[];
  expected_points?: string[];
};

export interface DemoTrainingSet {
  domain: string;
  daysAgo: number;
  questions: Q[];
}
