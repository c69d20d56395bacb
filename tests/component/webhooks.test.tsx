// The Webhooks screen (src/webhooks): the list with its last deliveries, adding one (its secret
// shown once, a refusal keeping what was typed), removing one.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Webhook } from '../../src/dataProvider/types';
import { WebhooksPage } from '../../src/webhooks/WebhooksPage';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/generic';
import { findToast, localIso, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

const ADMIN_OF_TEAM = { ...ADMIN, role: 'admin', workspace_id: 'w1' };
const SECRET = 'whsec_c2VjcmV0LXNpZ25pbmcta2V5LW9mLXRoZS13ZWJob29r';

const WEBHOOKS: Webhook[] = [
  {
    id: 'wh-1',
    url: 'https://ats.example.com/hooks/interviews',
    events: ['interview.scheduled', 'interview.completed'],
    created_at: localIso(2025, 3, 1, 9, 0),
    last_delivery: {
      status: 'failed',
      at: localIso(2025, 3, 5, 15, 7),
      error: 'The server answered 500',
    },
  },
  {
    id: 'wh-2',
    url: 'https://crm.example.com/in',
    events: ['candidate.created'],
    created_at: localIso(2025, 3, 2, 9, 0),
    last_delivery: null,
  },
];

function setup(overrides: Record<string, unknown> = {}) {
  const provider = makeDataProvider({
    listWebhooks: vi.fn(() => Promise.resolve(WEBHOOKS)),
    createWebhook: vi.fn(({ url, events }: { url: string; events: string[] }) =>
      Promise.resolve({ id: 'wh-3', url, events, secret: SECRET }),
    ),
    deleteWebhook: vi.fn(() => Promise.resolve({ msg: 'Webhook removed' })),
    ...overrides,
  });
  const utils = renderAdmin(<WebhooksPage />, {
    dataProvider: provider,
    url: '/webhooks',
    route: '/webhooks/*',
    session: ADMIN_OF_TEAM,
  });
  return { provider, ...utils };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

async function openAdd(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
  return screen.findByRole('dialog', { name: 'Add a webhook' });
}

describe('Webhooks', () => {
  it('lists each webhook with its events and its last delivery', async () => {
    setup();
    const first = await rowOf('https://ats.example.com/hooks/interviews');
    expect(within(first).getByText('Interview scheduled')).toBeInTheDocument();
    expect(within(first).getByText('Interview completed')).toBeInTheDocument();
    expect(first).toHaveTextContent('1 Mar 2025, 9:00am');
    expect(first).toHaveTextContent('Failed');
    expect(first).toHaveTextContent('5 Mar 2025, 3:07pm');
    expect(first).toHaveTextContent('The server answered 500');
    const second = await rowOf('https://crm.example.com/in');
    expect(second).toHaveTextContent('Candidate added');
    expect(second).toHaveTextContent('No delivery yet');
  });

  it('asks for an address and an event, and keeps both when the server refuses', async () => {
    allowConsoleMessages(/private/);
    const refused = serverError('The address 10.0.0.5 is private: webhooks may not reach it');
    const createWebhook = vi.fn().mockRejectedValueOnce(refused);
    const { user } = setup({ createWebhook });
    const dialog = await openAdd(user);

    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(within(dialog).getByText('Enter the address to send to')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one event')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'ftp://example.com');
    expect(
      within(dialog).getByText('Enter an address that starts with http:// or https://'),
    ).toBeVisible();
    expect(createWebhook).not.toHaveBeenCalled();

    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    await user.clear(url);
    await user.type(url, 'http://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: /Interview scored/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Candidate added/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The address 10.0.0.5 is private: webhooks may not reach it',
    );
    // in the list's order, whatever order they were ticked in
    expect(createWebhook).toHaveBeenCalledWith({
      url: 'http://10.0.0.5/hook',
      events: ['candidate.created', 'interview.scored'],
    });
    expect(url).toHaveValue('http://10.0.0.5/hook');
    expect(within(dialog).getByRole('checkbox', { name: /Interview scored/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Candidate added/ })).toBeChecked();
  });

  it('shows the new secret once, to copy, and never again', async () => {
    const { provider, user } = setup();
    const dialog = await openAdd(user);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'URL' }),
      'https://hooks.example.com/in',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /Interview scheduled/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const secret = await within(dialog).findByRole('textbox', { name: 'Secret of the webhook' });
    expect(secret).toHaveValue(SECRET);
    expect(dialog).toHaveTextContent('It will not be shown again. Copy it now.');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await findToast('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);
    // the list is read again, with the new webhook
    await waitFor(() => expect(provider.listWebhooks).toHaveBeenCalledTimes(2));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    const again = await openAdd(user);
    expect(within(again).getByRole('textbox', { name: 'URL' })).toHaveValue('');
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('removes a webhook after a question naming its address', async () => {
    const { provider, user } = setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove the webhook to https://crm.example.com/in',
      }),
    );
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Remove the webhook to https://crm.example.com/in?');
    expect(provider.deleteWebhook).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Webhook removed')).toBeInTheDocument();
    expect(provider.deleteWebhook).toHaveBeenCalledWith('wh-2');
  });

  it('says so when there is no webhook yet', async () => {
    setup({ listWebhooks: vi.fn(() => Promise.resolve([])) });
    expect(await screen.findByText('No webhooks')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Add a webhook to tell another system when candidates and interviews change.',
      ),
    ).toBeInTheDocument();
  });
});
