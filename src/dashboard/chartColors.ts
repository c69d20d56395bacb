// The dashboard's colours per interview state and question difficulty.
import type { Difficulty, InterviewStatus } from '../dataProvider/types';

export const STATUS_COLORS: Record<InterviewStatus, string> = {
  scheduled: '#4f46e5',
  in_progress: '#0891b2',
  completed: '#16a34a',
  cancelled: '#e11d48',
};

export const DIFFICULTY_COLORS: Record<Difficulty, string> = {
  easy: '#34d399',
  medium: '#fbbf24',
  hard: '#f87171',
};
