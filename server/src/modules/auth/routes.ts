import { Type } from '@sinclair/typebox';
import { okEnvelope, reply } from '../../http/envelope.ts';
import type { RouteModule } from '../../types.ts';
import { AdminUser, LoginBody } from './schemas.ts';
import { createLoginService } from './service.ts';

/** POST /admin/login — public. */
export const loginRoutes: RouteModule = (app, deps) => {
  const login = createLoginService(deps);
  app.post(
    '/admin/login',
    {
      schema: {
        body: LoginBody,
        response: okEnvelope(Type.Object({ token: Type.String(), user: AdminUser })),
      },
    },
    async (request, res) => {
      const { username, password } = request.body;
      const data = await login(username, password, request.ip);
      return reply(res, 200, 'Login successful', data);
    },
  );
};
