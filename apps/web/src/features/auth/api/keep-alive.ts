import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/session/keep-alive: extends the session; 401 when it is already gone. */
export function keepAlive(): Promise<unknown> {
  return apiRequest('POST', '/api/session/keep-alive');
}
