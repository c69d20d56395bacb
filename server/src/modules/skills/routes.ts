import { currentAdmin } from '../../auth/guard.ts';
import { emptyBodyAsObject, okEnvelope, reply } from '../../http/envelope.ts';
import { setEtag } from '../../http/etag.ts';
import type { RouteModule } from '../../types.ts';
import { DeleteSkillBody, SkillsData } from './schemas.ts';
import { getSkillsWithCounts, removeSkill } from './service.ts';

export const skillRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/admin/list_skills',
    { schema: { response: okEnvelope(SkillsData) } },
    async (request, res) => {
      const admin = currentAdmin(request);
      const skills = await getSkillsWithCounts(db, admin.id);
      setEtag(res, admin.settings_version);
      return reply(res, 200, 'Skills fetched successfully', { skills });
    },
  );

  app.delete(
    '/admin/delete-skills',
    {
      preValidation: emptyBodyAsObject,
      schema: { body: DeleteSkillBody, response: okEnvelope(SkillsData) },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const { deleted, skills, version } = await removeSkill(db, admin.id, request.body?.skill);
      if (version !== undefined) setEtag(res, version);
      return reply(res, 200, `Skill '${deleted}' deleted successfully.`, { skills });
    },
  );
};
