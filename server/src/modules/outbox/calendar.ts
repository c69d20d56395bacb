// The calendar file of an interview's emails (RFC 5545 through ical-generator): one event whose
// UID is the interview's, so a calendar updates it on a new time (SEQUENCE one higher) and removes
// it on a cancellation (METHOD:CANCEL).
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** A calendar file's facts, kept with the message (the Messages screen shows them). */
export interface CalendarFacts {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  /** ISO times in UTC */
  start: string;
  end: string;
  time_zone: string | null;
  ics: string;
}

export interface CalendarInput {
  method: 'REQUEST' | 'CANCEL';
  interview: { id: string; title: string; scheduled_time: string; num_questions: number };
  timeZone: string | null;
  sequence: number;
  organizer: { name: string; address: string };
  attendee: { name: string; email: string };
  link: string;
  description: string;
  /** the DTSTAMP: when the file was made */
  now: Date;
}

/** 5 minutes a question, at least 30 minutes: the event's length. */
export function interviewMinutes(numQuestions: number): number {
  return Math.max(30, numQuestions * 5);
}

export const interviewUid = (interviewId: string) => `${interviewId}@interview-ai`;

export function interviewCalendar(input: CalendarInput): CalendarFacts {
  const start = new Date(input.interview.scheduled_time);
  const end = new Date(start.getTime() + interviewMinutes(input.interview.num_questions) * 60_000);
  const uid = interviewUid(input.interview.id);
  const calendar = ical({
    prodId: { company: 'Interview AI', product: 'Interview AI Admin', language: 'EN' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: uid,
    sequence: input.sequence,
    stamp: input.now,
    start,
    end,
    summary: input.interview.title,
    description: input.description,
    url: input.link,
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: {
      name: input.organizer.name || input.organizer.address,
      email: input.organizer.address,
    },
    attendees: [{ name: input.attendee.name, email: input.attendee.email, rsvp: true }],
  });
  return {
    method: input.method,
    uid,
    sequence: input.sequence,
    start: start.toISOString(),
    end: end.toISOString(),
    time_zone: input.timeZone,
    ics: calendar.toString(),
  };
}
