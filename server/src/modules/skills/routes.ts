import { actorOf, currentWorkspace } from '../../auth/guard.ts';
import { emptyBodyAsObject, okEnvelope, reply } from '../../http/envelope.ts';
import { setEtag } from '../../http/etag.ts';
import type { RouteModule } from '../../types.ts';
import { DeleteSkillBody, SkillsData } from './schemas.ts';
import { getSkillsWithCounts, removeSkill } from './service.ts';

export const skillRoutes: RouteModule = (app, deps) => {
  app.get(
    '/admin/list_skills',
    { schema: { response: okEnvelope(SkillsData) } },
    async (request, res) => {
      const workspace = currentWorkspace(request);
      const skills = await getSkillsWithCounts(deps.db, workspace.id);
      setEtag(res, workspace.settings_version);
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
      const skill = request.body?.skill;
      const { deleted, skills, version } = await removeSkill(deps, actorOf(request), skill);
      if (version !== undefined) setEtag(res, version);
      return reply(res, 200, `Skill '${deleted}' deleted successfully.`, { skills });
    },
  );
};
