import type { FastifyInstance } from 'fastify';

/** Every feature's routes, mounted under /api. Add one line per module. */
export async function registerModules(app: FastifyInstance) {
  void app;
}
