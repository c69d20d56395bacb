// An interview as the end-to-end tests read it from the contract's API, and the console's way of
// showing its time, written out again here (independently of the console's code).
import { format } from 'date-fns';

export interface InterviewJson {
  id: string;
  title: string;
  status: 'scheduled' | 'in_progress' | 'completed' | 'cancelled';
  scheduled_time: string;
  agent_voice: string;
  score: number | null;
  selected: boolean;
  candidate: { name: string };
}

/** The console's date-time format ('5 Mar 2025, 3:07pm'). */
export const when = (iso: string) => format(new Date(iso), 'd MMM yyyy, h:mmaaa');

/** Earliest scheduled first. */
export const byTime = (a: InterviewJson, b: InterviewJson) =>
  Date.parse(a.scheduled_time) - Date.parse(b.scheduled_time);
