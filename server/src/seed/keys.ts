// The demo seed's marks in `meta`, read without loading the seed (and its PDF library).
/** The meta key of the interview the start banner offers to take (see banner.ts). */
export const DEMO_INTERVIEW_KEY = 'demo_interview';
