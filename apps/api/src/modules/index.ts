import type { FastifyInstance } from 'fastify';
import { csrfRoutes } from './csrf/routes.ts';

/** Every feature's routes, mounted under /api. Add one line per module. */
export async function registerModules(app: FastifyInstance) {
  await app.register(csrfRoutes);
}
