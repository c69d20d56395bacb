// Settings → Messages (src/settings/messages): reminders, mail status, and the template editor
// with its live preview, placeholders, Save, Send test and Reset to default.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEMPLATES, TEMPLATE_NAMES } from '../../common/messageTemplates';
import type { MessageSettings, Reminders, TemplateText } from '../../src/dataProvider/types';
import settings from '../../src/settings';
import { SettingsPage } from '../../src/settings/SettingsPage';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/training';
import { findToast, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

const OWNER = { ...ADMIN, role: 'owner', workspace_id: 'w1' };
const INVITATION = TEMPLATES.interview_invitation;

/** The server's message settings, changed by the calls as the server would. */
function messageServer(start: { configured?: boolean; reminders?: Reminders } = {}) {
  const custom = new Map<string, TemplateText>();
  let reminders: Reminders = start.reminders ?? { first_hours: 24, second_hours: 1 };
  const read = (): MessageSettings => ({
    mail: { configured: start.configured ?? false, from: 'Interview AI <no-reply@example.com>' },
    reminders,
    templates: TEMPLATE_NAMES.map((name) => ({
      name,
      label: TEMPLATES[name].label,
      subject: custom.get(name)?.subject ?? TEMPLATES[name].subject,
      body: custom.get(name)?.body ?? TEMPLATES[name].body,
      default_subject: TEMPLATES[name].subject,
      default_body: TEMPLATES[name].body,
      customised: custom.has(name),
      placeholders: [...TEMPLATES[name].placeholders],
    })),
  });
  return {
    getMessageSettings: vi.fn(() => Promise.resolve(read())),
    saveReminders: vi.fn((next: Reminders) => {
      reminders = next;
      return Promise.resolve({ msg: 'Reminders saved' });
    }),
    saveTemplate: vi.fn((name: string, text: TemplateText) => {
      custom.set(name, text);
      return Promise.resolve({ msg: 'Template saved' });
    }),
    resetTemplate: vi.fn((name: string) => {
      custom.delete(name);
      return Promise.resolve({ msg: 'Template reset to the default' });
    }),
    sendTestMessage: vi.fn(() => Promise.resolve({ msg: 'Test message queued to olive@x.io' })),
  };
}

function renderMessages(overrides: Record<string, unknown> = {}, session = OWNER) {
  const server = { ...messageServer(), ...overrides };
  const provider = makeDataProvider({ skills: [], overrides: server });
  const utils = renderAdmin(<SettingsPage />, {
    dataProvider: provider,
    resource: settings,
    session,
    auth: true,
  });
  return { server, ...utils };
}

const body = () => screen.getByRole('textbox', { name: 'Body' });
const subject = () => screen.getByRole('textbox', { name: 'Subject' });
const preview = () => screen.getByTitle('Preview of the email');

describe('Settings: messages', () => {
  it('says mail is not sent without a mail server, and saves the reminders', async () => {
    const { server, user } = renderMessages();
    expect(
      await screen.findByText(
        'Mail is not sent: no mail server configured (SMTP_URL). Messages are kept in the outbox with their links.',
      ),
    ).toBeInTheDocument();
    const first = screen.getByRole('combobox', { name: 'First reminder' });
    const second = screen.getByRole('combobox', { name: 'Second reminder' });
    expect(first).toHaveValue('24');
    expect(second).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Save reminders' })).toBeDisabled();

    await user.selectOptions(first, '48 hours before');
    await user.selectOptions(second, 'Off');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await findToast('Reminders saved')).toBeInTheDocument();
    expect(server.saveReminders).toHaveBeenCalledWith({ first_hours: 48, second_hours: null });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save reminders' })).toBeDisabled(),
    );
    expect(first).toHaveValue('48');
    expect(second).toHaveValue('off');
  });

  it('is absent for a recruiter', async () => {
    const { server } = renderMessages({}, { ...ADMIN, role: 'recruiter', workspace_id: 'w1' });
    await screen.findByText('No skills yet: add one above.');
    expect(screen.queryByText('Message templates')).not.toBeInTheDocument();
    expect(server.getMessageSettings).not.toHaveBeenCalled();
  });

  it('previews the template as it is typed, with sample values', async () => {
    const { user } = renderMessages();
    await waitFor(() => expect(body()).toHaveValue(INVITATION.body));
    expect(
      screen.getByText('Subject: Your interview: Frontend Engineer — first interview'),
    ).toBeInTheDocument();
    expect(preview()).toHaveAttribute('sandbox', '');
    expect(preview().getAttribute('srcdoc')).toContain('Hello Jane Doe,');

    await user.clear(subject());
    await user.type(subject(), 'See you soon, {{candidate_name}');
    expect(screen.getByText('Subject: See you soon, Jane Doe')).toBeInTheDocument();
    fireEvent.change(body(), { target: { value: 'Dear {candidate_name}, <b>welcome</b>' } });
    expect(preview().getAttribute('srcdoc')).toContain('Dear Jane Doe, &lt;b&gt;welcome&lt;/b&gt;');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('inserts a placeholder where the cursor is', async () => {
    const { user } = renderMessages();
    await waitFor(() => expect(body()).toHaveValue(INVITATION.body));
    fireEvent.change(body(), { target: { value: 'Hello , welcome.' } });
    const field = body() as HTMLTextAreaElement;
    field.focus();
    field.setSelectionRange(6, 6);
    await user.click(screen.getByRole('button', { name: 'Insert {candidate_name}' }));
    expect(body()).toHaveValue('Hello {candidate_name}, welcome.');
    expect(preview().getAttribute('srcdoc')).toContain('Hello Jane Doe, welcome.');
  });

  it('names an unknown placeholder and does not save until it is gone', async () => {
    const { server, user } = renderMessages();
    await waitFor(() => expect(body()).toHaveValue(INVITATION.body));
    fireEvent.change(body(), { target: { value: `${INVITATION.body}\nRole: {role}` } });
    expect(screen.getByRole('alert')).toHaveTextContent('This template does not know {role}.');
    expect(screen.getByRole('button', { name: 'Save template' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send test' })).toBeDisabled();

    fireEvent.change(body(), { target: { value: `${INVITATION.body}\nSee you, {workspace}` } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await findToast('Template saved')).toBeInTheDocument();
    expect(server.saveTemplate).toHaveBeenCalledWith('interview_invitation', {
      subject: INVITATION.subject,
      body: `${INVITATION.body}\nSee you, {workspace}`,
    });
    await waitFor(() => expect(screen.getByText('Customised')).toBeInTheDocument());
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('keeps what was typed when a save is refused, and sends a test of it', async () => {
    allowConsoleMessages(/Subject is too long/);
    const saveTemplate = vi.fn(() => Promise.reject(serverError('Subject is too long')));
    const { server, user } = renderMessages({ saveTemplate });
    await waitFor(() => expect(body()).toHaveValue(INVITATION.body));
    fireEvent.change(subject(), { target: { value: 'Hello {candidate_name}' } });
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await findToast('Subject is too long')).toBeInTheDocument();
    expect(subject()).toHaveValue('Hello {candidate_name}');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await findToast('Test message queued to olive@x.io')).toBeInTheDocument();
    expect(server.sendTestMessage).toHaveBeenCalledWith('interview_invitation', {
      subject: 'Hello {candidate_name}',
      body: INVITATION.body,
    });
  });

  it('keeps each template’s edits while another is picked', async () => {
    const { user } = renderMessages();
    await waitFor(() => expect(body()).toHaveValue(INVITATION.body));
    fireEvent.change(body(), { target: { value: 'Edited invitation {link}' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'Team invitation');
    expect(body()).toHaveValue(TEMPLATES.member_invitation.body);
    expect(screen.getByRole('button', { name: 'Insert {inviter}' })).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Template' }),
      'Interview invitation',
    );
    expect(body()).toHaveValue('Edited invitation {link}');
  });

  it('resets a customised template to its default after a question', async () => {
    const server = messageServer();
    await server.saveTemplate('interview_invitation', { subject: 'Ours', body: 'Our text {link}' });
    const { user } = renderMessages(server);
    await waitFor(() => expect(body()).toHaveValue('Our text {link}'));
    expect(screen.getByText('Customised')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Reset “Interview invitation” to its default text?');
    expect(server.resetTemplate).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Reset to default' }));

    expect(await findToast('Template reset to the default')).toBeInTheDocument();
    expect(server.resetTemplate).toHaveBeenCalledWith('interview_invitation');
    await waitFor(() => expect(body()).toHaveValue(INVITATION.body));
    expect(subject()).toHaveValue(INVITATION.subject);
    expect(screen.getByText('Default text')).toBeInTheDocument();
  });
});
