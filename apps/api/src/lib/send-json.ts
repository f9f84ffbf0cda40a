import type { FastifyReply } from 'fastify';

/** Sends JSON already made (and checked against the route's schema when it was made). */
export function sendJson(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}
