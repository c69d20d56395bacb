// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english. The specification pins the wording of the `app.*` strings: change them
// only with the spec.

/** The candidate's public interview page (/meeting). */
export const meetingMessages = {
  meeting: {
    title: 'Interview meeting',
    loading: 'Loading your interview…',
    incomplete:
      'This meeting link is incomplete. Open the full link from your interview invitation, or ask the recruiter to send it again.',
    not_found:
      'We could not find this interview. The link may be mistyped, or the interview may have been removed. Please contact the recruiter.',
    failed: 'We could not load this interview right now. Check your connection and try again.',
    retry: 'Try again',
    untitled: 'Interview',
    when: 'When',
    no_time: 'Not set',
    time_zone: 'Your time zone: %{zone}',
    voice: 'Interviewer voice',
    states: {
      scheduled: 'Scheduled',
      in_progress: 'In progress',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
    notes: {
      scheduled:
        'Join a few minutes early from a quiet place with a working microphone. The AI interviewer starts at the time above.',
      in_progress: 'This interview is under way.',
      completed: 'This interview is over. Thank you for taking part.',
      cancelled:
        'This interview was cancelled. The recruiter will contact you if a new time is set.',
    },
    /** the interview itself, from the candidate's link with its token */
    room: {
      interviewer: 'Your interviewer: %{name}',
      what_heading: 'What will happen',
      steps: {
        questions:
          'The questions come one at a time. How many depends on the skills for this role; you will see your progress as you go.',
        questions_known:
          'There are %{total} questions, one at a time. %{answered} answered so far.',
        // a resumed interview that has had follow-up questions (issue 52)
        follow_ups:
          'An answer may be followed by a short follow-up question about it, not counted in the questions above (%{count} answered so far).',
        spoken: 'Each question is shown here and read aloud.',
        shown: 'Each question is shown here.',
        answer: 'Answer by typing, or by voice where your browser can.',
        saved:
          'Every answer is saved as you go: if you reload the page or lose your connection, you can continue where you left off.',
        time_limit:
          'Each question has a time limit of %{time}. When the time is up, what you have typed is sent.',
      },
      start: 'Start interview',
      continue: 'Continue interview',
      starting: 'Starting…',
      start_failed: 'The interview could not be started. Check your connection and try again.',
      blocked: {
        not_open_yet: 'This interview opens at %{time}. Come back then.',
        not_open_yet_wait: 'This page updates by itself when the interview opens.',
        closed:
          'The time to take this interview has passed. Please contact the recruiter if you need a new time.',
        cancelled:
          'This interview was cancelled. The recruiter will contact you if a new time is set.',
        other: 'This interview cannot be started right now. Please contact the recruiter.',
      },
      question_of: 'Question %{number} of %{total}',
      // a follow-up question (issue 52): about the answer to question `number`, not counted
      follow_up_of: 'Follow-up to question %{number} of %{total}',
      follow_up_label: 'Follow-up question',
      follow_up_hint: 'A short question about your answer to question %{number}.',
      progress_label: 'Interview progress',
      skill: 'Skill: %{skill}',
      difficulty: 'Difficulty: %{difficulty}',
      difficulties: { easy: 'Easy', medium: 'Medium', hard: 'Hard' },
      answer_label: 'Your answer',
      count: '%{count} of %{max} characters',
      keys_hint: 'Enter starts a new line. Ctrl+Enter (⌘+Enter on a Mac) saves your answer.',
      save_next: 'Save answer and continue',
      save_finish: 'Save answer and finish',
      saving: 'Saving your answer…',
      save_failed: 'Your answer was not saved. Check your connection and try again.',
      refresh_failed: 'We could not reach the server. Check your connection and try again.',
      retry: 'Try again',
      skip_confirm: 'You have not written an answer. Skip this question?',
      skip: 'Skip this question',
      keep: 'Keep answering',
      read_again: 'Read aloud again',
      mute: 'Mute interviewer',
      voice_answer: 'Answer by voice',
      voice_answer_local: 'Answer by voice (on this device)',
      listening: 'Listening… Speak your answer. You can edit the text before you send it.',
      heard: 'Hearing: %{text}',
      voice_denied:
        'Answering by voice needs your microphone. Allow it in your browser, or type your answer.',
      voice_failed: 'Voice input stopped. Type your answer, or try again.',
      time_left: '%{time} left',
      time_announce: '%{seconds} seconds left for this question.',
      time_up: 'Time is up. Sending your answer…',
      duration_seconds: '%{seconds} seconds',
      duration_minutes: '%{minutes} min',
      duration_both: '%{minutes} min %{seconds} s',
      greeting: 'Hello, I am %{name}, your interviewer. Let us begin.',
      finishing: 'Finishing your interview…',
      finish_failed: 'Your interview could not be completed. Check your connection and try again.',
      thanks_title: 'Thank you',
      thanks: 'Your interview is complete. Thank you, the recruiter will be in touch.',
    },
  },
};
