// The yardstick: a bare Fastify (the API's own version) answering a small JSON object, in a
// process of its own like the app. Prints its URL once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/json', async () => ({ hello: 'world' }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(address);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
