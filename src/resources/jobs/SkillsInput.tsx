import { useMemo, useState } from 'react';
import { AutocompleteArrayInput, useRecordContext } from 'react-admin';
import { useStartupData } from '../../layout/useStartupData';
import { uniqueSkills, type Job } from './jobChoices';

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
      fullWidth
    />
  );
}
