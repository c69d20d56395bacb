import { useMemo, useState } from 'react';
import { AutocompleteArrayInput, useRecordContext } from 'react-admin';
import { useStartupData } from '../../layout/useStartupData';
import { LIMITS } from '../../common/limits';
import { uniqueSkills, type Job } from './jobChoices';

/** The server's limits on a job's skills: how many, and how long each name. */
function validateSkills(value: unknown) {
  const skills = Array.isArray(value) ? (value as string[]) : [];
  if (skills.length > LIMITS.jobSkills) {
    return { message: 'app.limits.job_skills', args: { max: LIMITS.jobSkills } };
  }
  if (skills.some((s) => s.length > LIMITS.skill)) {
    return { message: 'app.limits.skill_name', args: { max: LIMITS.skill } };
  }
  return undefined;
}

/** Required skills: the admin's skills to choose from, or any name typed and added. */
export function SkillsInput() {
  const { skills } = useStartupData();
  const record = useRecordContext<Job>();
  const [added, setAdded] = useState<string[]>([]);
  const choices = useMemo(
    () =>
      uniqueSkills([
        ...skills.map((s) => s.skill),
        ...(record?.required_skills ?? []),
        ...added,
      ]).map((name) => ({ id: name, name })),
    [skills, record, added],
  );

  const onCreate = (text?: string) => {
    const name = (text ?? '').trim();
    if (!name) return undefined;
    const existing = choices.find((c) => c.id.toLowerCase() === name.toLowerCase());
    if (existing) return existing;
    setAdded((list) => [...list, name]);
    return { id: name, name };
  };

  return (
    <AutocompleteArrayInput
      source="required_skills"
      label="app.jobs.fields.required_skills"
      helperText="app.jobs.skills_hint"
      choices={choices}
      onCreate={onCreate}
      createItemLabel="app.jobs.add_skill"
      parse={(value: string[] | null) => uniqueSkills(value ?? [])}
      format={(value: string[] | null | undefined) => value ?? []}
      validate={validateSkills}
      fullWidth
    />
  );
}
