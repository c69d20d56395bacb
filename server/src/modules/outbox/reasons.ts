// Why a message was not sent, in the words the Messages screen shows.
export const NO_MAIL_SERVER = 'Not sent: no mail server configured';
export const WEBHOOK_REMOVED = 'Not sent: the webhook was removed';
export const INTERVIEW_GONE = 'Not sent: the interview was deleted';
export const INTERVIEW_MOVED =
  'Not sent: the interview was moved (its new time has reminders of its own)';
export const INTERVIEW_NOT_SCHEDULED: Readonly<Record<string, string>> = {
  cancelled: 'Not sent: the interview was cancelled',
  completed: 'Not sent: the interview was completed',
  in_progress: 'Not sent: the interview has started',
};
