import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '../../src/settings/SettingsPage';
import { allowConsoleMessages } from './consoleGuard';
import settings from '../../src/settings';
import { makeDataProvider } from './fakes/training';
import { deferred, findToast, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';

const SKILLS = [
  { skill: 'Python', num_questions: 5 },
  { skill: 'SQL', num_questions: 3 },
];

const skillsTable = () => screen.getByRole('table', { name: 'Skills' });
const skillNames = () =>
  within(skillsTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const countInput = (skill: string) =>
  screen.getByRole('textbox', { name: `Questions for ${skill}` });
const newName = () => screen.getByRole('textbox', { name: 'New skill' });
const newCount = () => screen.getByRole('spinbutton', { name: 'Questions' });

async function renderSettings(dataProvider = makeDataProvider({ skills: SKILLS })) {
  const rendered = renderAdmin(<SettingsPage />, {
    dataProvider: dataProvider,
    resource: settings,
    auth: true,
  });
  await screen.findByRole('table', { name: 'Skills' });
  return rendered;
}

describe('SettingsPage: skills', () => {
  it('shows a loading state, then the skills with read-only names and editable counts', async () => {
    const gate = deferred<{ skills: typeof SKILLS }>();
    const dataProvider = makeDataProvider({
      overrides: { loadSettings: () => gate.promise },
    });
    renderAdmin(<SettingsPage />, { dataProvider: dataProvider, resource: settings, auth: true });
    expect(screen.getByTestId('skills-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    gate.resolve({ skills: SKILLS });
    await screen.findByRole('table', { name: 'Skills' });
    expect(skillNames()).toEqual(['Python', 'SQL']);
    // the name is text, not an input
    expect(screen.queryByRole('textbox', { name: /Python/ })).toBe(countInput('Python'));
    expect(countInput('Python')).toHaveValue('5');
    expect(countInput('SQL')).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('Add puts the new skill first and clears both inputs; the count starts at 0', async () => {
    const { user } = await renderSettings();
    expect(newCount()).toHaveValue(0);

    await user.type(newName(), '  React ');
    await user.clear(newCount());
    await user.type(newCount(), '7');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(skillNames()).toEqual(['React', 'Python', 'SQL']);
    expect(countInput('React')).toHaveValue('7');
    expect(newName()).toHaveValue('');
    expect(newCount()).toHaveValue(0);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    // Enter in the name field adds too
    await user.type(newName(), 'Go{Enter}');
    expect(skillNames()).toEqual(['Go', 'React', 'Python', 'SQL']);
    expect(countInput('Go')).toHaveValue('0');
  });

  it('refuses an empty name with a clear message', async () => {
    const dataProvider = makeDataProvider({ skills: SKILLS });
    const { user } = await renderSettings(dataProvider);
    await user.type(newName(), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Enter a skill name')).toBeInTheDocument();
    expect(newName()).toHaveAttribute('aria-invalid', 'true');
    expect(skillNames()).toEqual(['Python', 'SQL']);

    // typing clears the message
    await user.type(newName(), 'x');
    expect(screen.queryByText('Enter a skill name')).not.toBeInTheDocument();
  });

  it('refuses a name already in the list; in another case, naming the skill listed', async () => {
    const { user } = await renderSettings();
    await user.type(newName(), 'Python');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Python is already in the list')).toBeInTheDocument();

    await user.clear(newName());
    await user.type(newName(), 'python');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(newName()).toHaveAccessibleDescription(
      'Python is already in the list: skill names ignore case, so python was not added',
    );
    expect(newName()).toHaveAttribute('aria-invalid', 'true');
    expect(skillNames()).toEqual(['Python', 'SQL']);
    expect(newName()).toHaveValue('python');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it("the new skill's name takes at most the server's 100 characters, counted near the end", async () => {
    const { user } = await renderSettings();
    expect(newName()).toHaveAttribute('maxlength', '100');
    await user.type(newName(), 'x'.repeat(89));
    expect(screen.queryByTestId('length-counter')).not.toBeInTheDocument();
    await user.type(newName(), 'x');
    expect(newName()).toHaveAccessibleDescription('90/100');
    await user.type(newName(), 'x'.repeat(15));
    // the browser stops at the limit (jsdom does not: the counter says so either way)
    expect(screen.getByTestId('length-counter')).toHaveTextContent(
      /^At most 100 characters: \d+\/100$/,
    );
  });

  it('counts accept digits only; empty is allowed and saved as 0', async () => {
    const dataProvider = makeDataProvider({ skills: SKILLS });
    const { user } = await renderSettings(dataProvider);
    const python = countInput('Python');

    await user.type(python, 'a-1.5e');
    expect(python).toHaveValue('515');
    await user.clear(python);
    expect(python).toHaveValue('');
    await user.type(countInput('SQL'), '0');
    expect(countInput('SQL')).toHaveValue('30');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Settings updated successfully');
    expect(dataProvider.saveSettings).toHaveBeenCalledWith([
      { skill: 'Python', num_questions: 0 },
      { skill: 'SQL', num_questions: 30 },
    ]);
  });

  it('the new-skill count takes digits only', async () => {
    const { user } = await renderSettings();
    await user.clear(newCount());
    await user.type(newCount(), '-1e2.5');
    expect(newCount()).toHaveValue(125);
  });

  it('Save sends the draft, shows the msg, refreshes skills and clears the input', async () => {
    const dataProvider = makeDataProvider({ skills: SKILLS });
    const { user } = await renderSettings(dataProvider);
    await waitFor(() => expect(dataProvider.listSkills).toHaveBeenCalledTimes(1));
    await user.type(newName(), 'Go{Enter}');
    await user.clear(countInput('SQL'));
    await user.type(countInput('SQL'), '4');
    await user.type(newName(), 'half typed');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Settings updated successfully')).toBeInTheDocument();
    expect(dataProvider.saveSettings).toHaveBeenCalledWith([
      { skill: 'Go', num_questions: 0 },
      { skill: 'Python', num_questions: 5 },
      { skill: 'SQL', num_questions: 4 },
    ]);
    expect(newName()).toHaveValue('');
    // refreshed from the server (which appends new skills), and the startup skills too
    await waitFor(() => expect(dataProvider.loadSettings).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(dataProvider.listSkills).toHaveBeenCalledTimes(2));
    // the server appends Go, yet it stays first, where it was shown
    await expect(dataProvider.saveSettings.mock.results[0]!.value).resolves.toMatchObject({
      skills: [{ skill: 'Python' }, { skill: 'SQL' }, { skill: 'Go' }],
    });
    expect(skillNames()).toEqual(['Go', 'Python', 'SQL']);
    expect(countInput('SQL')).toHaveValue('4');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('a failed save is logged, shown, and keeps the draft', async () => {
    allowConsoleMessages(/Saving the settings failed/, /new HttpError/);
    const dataProvider = makeDataProvider({
      skills: SKILLS,
      overrides: {
        saveSettings: () => Promise.reject(serverError('Admins cannot update fields: x', 403)),
      },
    });
    const { user } = await renderSettings(dataProvider);
    await user.type(newName(), 'Go{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Admins cannot update fields: x')).toBeInTheDocument();
    expect(skillNames()).toEqual(['Go', 'Python', 'SQL']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('sends the version it loaded; refused as stale, it keeps the draft until Reload', async () => {
    allowConsoleMessages(/Saving the settings failed/, /new HttpError/);
    const stale = 'This record was changed by someone else. Reload to see the changes.';
    let saved = SKILLS;
    const loadSettings = vi.fn(() => Promise.resolve({ skills: saved, etag: '"3"' }));
    const saveSettings = vi.fn(() => Promise.reject(serverError(stale, 412)));
    const { user } = await renderSettings(
      makeDataProvider({ overrides: { loadSettings, saveSettings } }),
    );
    await user.type(newName(), 'Go{Enter}');
    // meanwhile someone else saves
    saved = [{ skill: 'Rust', num_questions: 2 }];
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveSettings).toHaveBeenCalledWith(expect.any(Array), '"3"');
    const toast = (await findToast(stale)).closest('.Toastify__toast') as HTMLElement;
    expect(skillNames()).toEqual(['Go', 'Python', 'SQL']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(within(toast).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(skillNames()).toEqual(['Rust']));
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('delete calls the server at once, shows its msg and refreshes, keeping other edits', async () => {
    const dataProvider = makeDataProvider({ skills: SKILLS });
    const { user } = await renderSettings(dataProvider);
    await user.clear(countInput('Python'));
    await user.type(countInput('Python'), '9');

    await user.click(screen.getByRole('button', { name: 'Delete skill SQL' }));
    expect(dataProvider.deleteSkill).toHaveBeenCalledWith('SQL');
    expect(await findToast("Skill 'SQL' deleted successfully.")).toBeInTheDocument();
    await waitFor(() => expect(skillNames()).toEqual(['Python']));
    expect(dataProvider.loadSettings).toHaveBeenCalledTimes(2);
    expect(countInput('Python')).toHaveValue('9');
  });

  it('deleting a skill that was only added here needs no server call', async () => {
    const dataProvider = makeDataProvider({ skills: SKILLS });
    const { user } = await renderSettings(dataProvider);
    await user.type(newName(), 'Go{Enter}');
    await user.click(screen.getByRole('button', { name: 'Delete skill Go' }));
    expect(skillNames()).toEqual(['Python', 'SQL']);
    expect(dataProvider.deleteSkill).not.toHaveBeenCalled();
  });

  it("a refused delete shows the server's msg and keeps the skill", async () => {
    allowConsoleMessages(/Deleting the skill failed/, /new HttpError/);
    const msg = "Cannot delete skill 'Python'. Delete its training data first.";
    const dataProvider = makeDataProvider({
      skills: SKILLS,
      overrides: { deleteSkill: () => Promise.reject(serverError(msg)) },
    });
    const { user } = await renderSettings(dataProvider);
    await user.click(screen.getByRole('button', { name: 'Delete skill Python' }));
    expect(await findToast(msg)).toBeInTheDocument();
    expect(skillNames()).toEqual(['Python', 'SQL']);
  });

  it('a failed load is logged and shown, with a retry', async () => {
    allowConsoleMessages(/Loading the settings failed/, /new HttpError/);
    let calls = 0;
    const dataProvider = makeDataProvider({
      overrides: {
        loadSettings: () =>
          ++calls === 1
            ? Promise.reject(serverError('Error: down', 500))
            : Promise.resolve({ skills: SKILLS }),
      },
    });
    const { user } = renderAdmin(<SettingsPage />, {
      dataProvider: dataProvider,
      resource: settings,
      auth: true,
    });
    expect(await screen.findByText('The settings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Skills' });
    expect(skillNames()).toEqual(['Python', 'SQL']);
  });

  it('shows an empty list', async () => {
    renderAdmin(<SettingsPage />, {
      dataProvider: makeDataProvider({ skills: [] }),
      resource: settings,
      auth: true,
    });
    expect(await screen.findByText('No skills yet: add one above.')).toBeInTheDocument();
  });
});
