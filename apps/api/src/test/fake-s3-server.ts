import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP fake of the S3 object API S3ImageStore uses (PutObject, GetObject, HeadObject,
 * DeleteObject, path-style `/<bucket>/<key>`), so the real `@aws-sdk/client-s3` can be tested end
 * to end. It checks each request's Signature Version 4 against its one key pair and answers S3's
 * XML errors (NoSuchKey, NoSuchBucket, SignatureDoesNotMatch).
 */

export interface FakeObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3 {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket's objects by key. */
  objects: Map<string, FakeObject>;
  requests: { method: string; key: string }[];
  /** DeleteObject answers 500 while true (a store outage after the commit). */
  failDeletes: boolean;
  close(): Promise<void>;
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 canonical query strings use it. */
const encode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function checkSignature(req: IncomingMessage, url: URL, body: Buffer, s3: FakeS3) {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([a-f0-9]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) throw new S3Error(403, 'AccessDenied');
  const [, keyId, date, region, signedHeaders, signature] = auth as unknown as string[];
  if (keyId !== s3.accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId');
  if (region !== s3.region) throw new S3Error(400, 'AuthorizationHeaderMalformed');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    throw new S3Error(400, 'XAmzContentSHA256Mismatch');
  }
  const query = [...url.searchParams]
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');
  const headers = signedHeaders!
    .split(';')
    .map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`)
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join(
    '\n',
  );
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', req.headers['x-amz-date'], scope, sha256(canonical)].join(
    '\n',
  );
  let key = hmac(`AWS4${s3.secretAccessKey}`, date!);
  for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part);
  if (createHmac('sha256', key).update(toSign).digest('hex') !== signature) {
    throw new S3Error(403, 'SignatureDoesNotMatch');
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(
  bucket = 'storytable-test',
  region = 'us-east-1',
): Promise<FakeS3> {
  const s3: FakeS3 = {
    url: '',
    bucket,
    region,
    accessKeyId: `AKIA${randomBytes(8).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(20).toString('base64url'),
    objects: new Map(),
    requests: [],
    failDeletes: false,
    close: async () => {},
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    const body = await readBody(req);
    checkSignature(req, url, body, s3);
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucketName !== s3.bucket) throw new S3Error(404, 'NoSuchBucket');
    if (!key) throw new S3Error(400, 'InvalidRequest');
    s3.requests.push({ method: req.method ?? '', key });
    if (req.method === 'PUT') {
      if (req.headers['content-encoding']?.includes('aws-chunked')) {
        throw new S3Error(501, 'NotImplemented');
      }
      s3.objects.set(key, {
        body,
        contentType: req.headers['content-type'],
        cacheControl: req.headers['cache-control'],
      });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      return;
    }
    if (req.method === 'DELETE') {
      if (s3.failDeletes) throw new S3Error(500, 'InternalError');
      s3.objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = s3.objects.get(key);
      if (!object) throw new S3Error(404, 'NoSuchKey');
      res.writeHead(200, {
        'content-type': object.contentType ?? 'application/octet-stream',
        'content-length': object.body.length,
        etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
        ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
      });
      res.end(req.method === 'GET' ? object.body : undefined);
      return;
    }
    throw new S3Error(405, 'MethodNotAllowed');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      const e = err instanceof S3Error ? err : new S3Error(500, 'InternalError');
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${e.code}</Code><Message>${e.code}</Message><RequestId>fake</RequestId></Error>`;
      res.writeHead(e.status, { 'content-type': 'application/xml' });
      res.end(req.method === 'HEAD' ? undefined : xml);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  s3.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  s3.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    });
  return s3;
}
