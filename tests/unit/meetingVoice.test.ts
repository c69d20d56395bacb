import { describe, expect, it } from 'vitest';
import { announcementDue, formatClock, secondsLeft } from '../../src/meeting/countdown';
import {
  chooseVoice,
  genderOf,
  genderOfVoiceName,
  speakingStyle,
  type VoiceLike,
} from '../../src/meeting/voiceMatch';

const voice = (name: string, lang: string, extra: Partial<VoiceLike> = {}): VoiceLike => ({
  name,
  lang,
  ...extra,
});

describe('genderOfVoiceName', () => {
  it.each([
    ['Google UK English Female', 'female'],
    ['Google UK English Male', 'male'],
    ['Microsoft Zira - English (United States)', 'female'],
    ['Microsoft David - English (United States)', 'male'],
    ['Samantha', 'female'],
    ['Daniel (Enhanced)', 'male'],
    ['Google US English', null],
    ['Femaleish', null],
  ])('%s → %s', (name, gender) => {
    expect(genderOfVoiceName(name)).toBe(gender);
  });
});

describe('chooseVoice', () => {
  const voices = [
    voice('Google US English', 'en-US', { default: true }),
    voice('Samantha', 'en-US', { localService: true }),
    voice('Daniel', 'en-GB', { localService: true }),
    voice('Thomas', 'fr-FR', { localService: true }),
    voice('Amelie', 'fr-CA'),
  ];

  it('takes the page language first, then the gender, then the region', () => {
    expect(chooseVoice(voices, 'male', 'en-US')?.name).toBe('Daniel');
    expect(chooseVoice(voices, 'female', 'en-US')?.name).toBe('Samantha');
    expect(chooseVoice(voices, 'male', 'fr-FR')?.name).toBe('Thomas');
    expect(chooseVoice(voices, 'female', 'fr')?.name).toBe('Amelie');
  });

  it('a neutral interviewer gets the region, an on-device voice, the default', () => {
    expect(chooseVoice(voices, 'neutral', 'en-US')?.name).toBe('Samantha');
    expect(
      chooseVoice([voice('A', 'en-US', { default: true }), voice('B', 'en-US')], 'neutral', 'en')
        ?.name,
    ).toBe('A');
  });

  it('falls back to another gender, then another language; null without voices', () => {
    expect(chooseVoice([voice('Samantha', 'en-US')], 'male', 'en')?.name).toBe('Samantha');
    expect(chooseVoice([voice('Thomas', 'fr-FR')], 'female', 'en-US')?.name).toBe('Thomas');
    expect(chooseVoice([], 'female', 'en')).toBeNull();
  });

  it('reads the session gender', () => {
    expect(genderOf(' Female ')).toBe('female');
    expect(genderOf('male')).toBe('male');
    expect(genderOf('neutral')).toBe('neutral');
    expect(genderOf('')).toBe('neutral');
  });
});

describe('speakingStyle', () => {
  it('calm is slower, energetic faster and higher', () => {
    expect(speakingStyle('Calm, wise voice')).toEqual({ rate: 0.9, pitch: 1 });
    expect(speakingStyle('Smooth, melodic female voice').rate).toBeLessThan(1);
    expect(speakingStyle('Bright, energetic female voice')).toEqual({ rate: 1.1, pitch: 1.1 });
    expect(speakingStyle('Warm, friendly male voice')).toEqual({ rate: 1, pitch: 1 });
  });
});

describe('countdown', () => {
  it('formats the time left', () => {
    expect(formatClock(90)).toBe('1:30');
    expect(formatClock(5)).toBe('0:05');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('announces only at 60, 30 and 10 seconds, even when seconds are skipped', () => {
    expect(announcementDue(61, 60)).toBe(60);
    expect(announcementDue(60, 59)).toBeNull();
    expect(announcementDue(45, 44)).toBeNull();
    expect(announcementDue(31, 30)).toBe(30);
    expect(announcementDue(12, 8)).toBe(10);
    expect(announcementDue(65, 9)).toBe(10);
    expect(announcementDue(60, 60)).toBeNull();
  });

  it('counts from when the question was shown', () => {
    expect(secondsLeft(90, 1_000, 1_000)).toBe(90);
    expect(secondsLeft(90, 1_000, 31_500)).toBe(60);
    expect(secondsLeft(90, 1_000, 200_000)).toBe(0);
  });
});
