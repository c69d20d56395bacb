import { Type } from '@sinclair/typebox';

export const SkillSchema = Type.Object({ skill: Type.String(), num_questions: Type.Integer() });

export const SkillsData = Type.Object({ skills: Type.Array(SkillSchema) });

export const DeleteSkillBody = Type.Object(
  { skill: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: true },
);
