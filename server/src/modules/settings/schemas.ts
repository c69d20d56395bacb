import { Type } from '@sinclair/typebox';
import { SkillSchema } from '../skills/schemas.ts';

export const SettingsData = Type.Object({
  admin_skills: Type.Array(
    Type.Object({ admin_id: Type.String(), skills: Type.Array(SkillSchema) }),
  ),
  max_ques_limit: Type.Integer(),
  /** the same list as admin_skills[0].skills, for a console that reads data.skills after a save */
  skills: Type.Array(SkillSchema),
});

export const SettingsBody = Type.Object(
  {
    skills: Type.Optional(
      Type.Array(
        Type.Object(
          {
            skill: Type.Optional(Type.String({ maxLength: 100 })),
            // null (and "" from an emptied input) count as 0
            num_questions: Type.Optional(
              Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Null()]),
            ),
          },
          { additionalProperties: true },
        ),
        { maxItems: 500 },
      ),
    ),
  },
  // any other key answers 403 naming it, so the schema must let it through
  { additionalProperties: true },
);
