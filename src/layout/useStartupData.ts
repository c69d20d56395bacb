import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider, Skill, Voice } from '../dataProvider/types';

export const SKILLS_QUERY_KEY = ['startup', 'skills'] as const;
export const VOICES_QUERY_KEY = ['startup', 'voices'] as const;

const NO_SKILLS: Skill[] = [];
const NO_VOICES: Voice[] = [];

/**
 * The admin's skills and the interviewer voices, loaded once per session (spec: on app start).
 * Screens that change skills invalidate SKILLS_QUERY_KEY.
 */
export function useStartupData() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const skills = useQuery({
    queryKey: SKILLS_QUERY_KEY,
    queryFn: () => dataProvider.listSkills(),
    staleTime: Infinity,
    retry: false,
  });
  const voices = useQuery({
    queryKey: VOICES_QUERY_KEY,
    queryFn: () => dataProvider.listVoices(),
    staleTime: Infinity,
    retry: false,
  });
  return {
    skills: skills.data ?? NO_SKILLS,
    voices: voices.data ?? NO_VOICES,
    isPending: skills.isPending || voices.isPending,
    isError: skills.isError || voices.isError,
  };
}

/**
 * Starts the startup loads; either failing shows 'Failed to fetch listed skills' once. A component
 * of its own that draws nothing: each load that ends re-renders it alone, not the layout (top bar,
 * sidebar and menu) it sits in.
 */
export function StartupDataLoader(): null {
  const { isError } = useStartupData();
  const notify = useNotify();
  const notified = useRef(false);
  useEffect(() => {
    if (!isError || notified.current) return;
    notified.current = true;
    notify('app.errors.fetch_skills', { type: 'error' });
  }, [isError, notify]);
  return null;
}
