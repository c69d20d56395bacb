// The Settings page's Agent Voices panel: a sample clip per voice, one playing at a time (moved
// from settingsPage.test.tsx, which keeps the skills).
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import settings from '../../src/settings';
import { SettingsPage } from '../../src/settings/SettingsPage';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/training';
import { serverError, VOICES } from './fixtures';
import { renderAdmin } from './renderAdmin';

const SKILLS = [
  { skill: 'Python', num_questions: 5 },
  { skill: 'SQL', num_questions: 3 },
];

describe('SettingsPage: agent voices', () => {
  it('has an audio/mpeg player per voice with its description and the fallback text', async () => {
    renderAdmin(<SettingsPage />, {
      dataProvider: makeDataProvider({ skills: SKILLS }),
      resource: settings,
      auth: true,
    });
    const panel = screen.getByRole('region', { name: 'Agent Voices' });
    await within(panel).findByText('Warm, friendly male voice');

    const names = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Ash', 'Ballad', 'Coral', 'Sage', 'Verse']);

    const players = panel.querySelectorAll('audio');
    expect(players).toHaveLength(5);
    VOICES.forEach((voice, i) => {
      const audio = players[i]!;
      expect(audio).toHaveAttribute('controls');
      expect(audio).toHaveAccessibleName(`${voice.name} voice sample`);
      const sources = audio.querySelectorAll('source');
      expect(sources).toHaveLength(1);
      expect(sources[0]).toHaveAttribute('type', 'audio/mpeg');
      expect(sources[0]).toHaveAttribute('src', `/voices/${voice.id}.mp3`);
      expect(audio).toHaveTextContent('Your browser does not support the audio element.');
      expect(panel).toHaveTextContent(voice.description!);
    });
    expect(within(panel).getAllByText('Female')).toHaveLength(2);
  });

  it('starting one sample pauses any other that plays', async () => {
    renderAdmin(<SettingsPage />, {
      dataProvider: makeDataProvider({ skills: SKILLS }),
      resource: settings,
      auth: true,
    });
    const panel = screen.getByRole('region', { name: 'Agent Voices' });
    await within(panel).findByText('Warm, friendly male voice');
    const players = [...panel.querySelectorAll('audio')];
    // jsdom plays nothing: each player's state is stubbed
    const playing = new Set<HTMLAudioElement>();
    const paused = vi.fn();
    for (const audio of players) {
      Object.defineProperty(audio, 'paused', { get: () => !playing.has(audio) });
      audio.pause = () => {
        paused(audio);
        playing.delete(audio);
      };
    }
    const play = (audio: HTMLAudioElement) => {
      playing.add(audio);
      fireEvent.play(audio);
    };

    play(players[0]!);
    expect(paused).not.toHaveBeenCalled();
    play(players[2]!);
    expect(paused).toHaveBeenCalledTimes(1);
    expect(paused).toHaveBeenCalledWith(players[0]);
    expect([...playing]).toEqual([players[2]]);
    play(players[4]!);
    expect([...playing]).toEqual([players[4]]);
  });

  it('still offers the five players by name when the voices fail to load', async () => {
    allowConsoleMessages(/new HttpError|Error: /);
    const dataProvider = makeDataProvider({
      skills: SKILLS,
      overrides: { listVoices: () => Promise.reject(serverError('Error: down', 500)) },
    });
    renderAdmin(<SettingsPage />, { dataProvider: dataProvider, resource: settings, auth: true });
    await screen.findByRole('table', { name: 'Skills' });
    const panel = screen.getByRole('region', { name: 'Agent Voices' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Ash', 'Ballad', 'Coral', 'Sage', 'Verse']);
    expect(panel.querySelectorAll('audio source[type="audio/mpeg"]')).toHaveLength(5);
    expect(within(panel).queryByText('Warm, friendly male voice')).not.toBeInTheDocument();
  });
});
