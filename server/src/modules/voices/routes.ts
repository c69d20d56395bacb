import { Type } from '@sinclair/typebox';
import { okEnvelope, reply } from '../../http/envelope.ts';
import type { RouteModule } from '../../types.ts';
import { VOICES } from './catalogue.ts';

const Voice = Type.Object({ gender: Type.String(), description: Type.String() });

/** GET /admin/listVoices — public: the sign-in-free meeting page plays them too. */
export const voiceRoutes: RouteModule = (app) => {
  app.get(
    '/admin/listVoices',
    {
      schema: {
        response: okEnvelope(Type.Object({ voices: Type.Record(Type.String(), Voice) })),
      },
    },
    async (_request, res) => reply(res, 200, 'Voices fetched successfully', { voices: VOICES }),
  );
};
