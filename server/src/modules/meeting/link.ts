/** The link where the candidate joins an interview. */
export const meetingLink = (interviewId: string): string =>
  `/meeting?interviewId=${encodeURIComponent(interviewId)}`;
