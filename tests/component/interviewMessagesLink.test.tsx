// "Messages" on an interview (src/outbox/InterviewMessagesLink): its emails and webhook
// deliveries in the outbox, for members who may read it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, useCanAccess } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../src/authProvider/authProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import {
  CandidateMessagesLink,
  InterviewMessagesLink,
} from '../../src/outbox/InterviewMessagesLink';
import { makeDataProvider } from './fakes/generic';
import { testQueryClient } from './renderAdmin';
import { ADMIN, storeSession, tokenExpiringIn } from './sessionFixtures';

/** react-admin's answer for the outbox, to wait for before looking for the link. */
function Answer() {
  const { canAccess, isPending } = useCanAccess({ resource: 'outbox', action: 'list' });
  return <p>{isPending ? 'asking' : `may read the outbox: ${String(canAccess)}`}</p>;
}

/** Where the router is, to see a click's navigation. */
function Where() {
  const { pathname, search } = useLocation();
  return <p>{`at ${pathname}${search}`}</p>;
}

function renderLink(
  user: typeof ADMIN,
  link: ReactNode = <InterviewMessagesLink interviewId="int 9" />,
) {
  storeSession(tokenExpiringIn(3600), user);
  render(
    <MemoryRouter>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={makeDataProvider()}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={testQueryClient()}
      >
        {link}
        <Answer />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('InterviewMessagesLink', () => {
  it("links an owner or admin to the interview's messages", async () => {
    renderLink({ ...ADMIN, role: 'owner', workspace_id: 'w1' });
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/outbox?interview_id=int+9',
    );
  });

  it("links to a candidate's messages, and from a scheduled interview's row by its icon", async () => {
    renderLink(
      { ...ADMIN, role: 'admin', workspace_id: 'w1' },
      <>
        <CandidateMessagesLink candidateId="cand 1" />
        <InterviewMessagesLink interviewId="int 9" candidateName="Ada Lovelace" />
        <Where />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/outbox?candidate_id=cand+1',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Messages of the interview with Ada Lovelace' }),
    );
    expect(await screen.findByText('at /outbox?interview_id=int+9')).toBeInTheDocument();
  });

  it.each([
    ['a recruiter', { ...ADMIN, role: 'recruiter', workspace_id: 'w1' }],
    ['an admin of the platform (no workspace)', { ...ADMIN, role: 'admin' }],
  ])('is absent for %s', async (_who, user) => {
    renderLink(user);
    expect(await screen.findByText('may read the outbox: false')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
  });
});
