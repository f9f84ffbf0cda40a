import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Agent } from './auth.ts';

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----storytable${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** An image upload as a browser sends it (multipart, field `image` by default). */
export function uploadImage(
  app: FastifyInstance,
  agent: Agent,
  url: string,
  bytes: Buffer,
  opts: { name?: string; type?: string; field?: string } = {},
) {
  const body = multipart(
    opts.field ?? 'image',
    opts.name ?? 'me.png',
    opts.type ?? 'image/png',
    bytes,
  );
  return app.inject({
    method: 'POST',
    url,
    headers: { ...agent.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** POST /api/user/profile-image as a browser sends it. */
export const uploadProfileImage = (
  app: FastifyInstance,
  agent: Agent,
  bytes: Buffer,
  opts: Parameters<typeof uploadImage>[4] = {},
) => uploadImage(app, agent, '/api/user/profile-image', bytes, opts);

/** A PNG of one colour. */
export const png = (width: number, height: number, color = '#a0522d') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
