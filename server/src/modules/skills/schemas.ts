import { Type } from '@sinclair/typebox';
import { envelope } from '../../http/envelope.ts';

export const SkillSchema = Type.Object({ skill: Type.String(), num_questions: Type.Integer() });

export const SkillsData = envelope(Type.Object({ skills: Type.Array(SkillSchema) }));

export const DeleteSkillBody = Type.Object(
  { skill: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: true },
);
