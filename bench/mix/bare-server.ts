// The yardstick of the mix bench: Fastify with one route and nothing else (no logger, no hooks,
// no database), answering a small JSON body like auth_status's. Whatever the machine, the load
// generator and Node cost a request, this server pays too; the app's figures are read as ratios
// to it. Run as its own process: `tsx bench/mix/bare-server.ts <port>`.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = JSON.stringify({ authenticated: true, phase: null });
app.get('/bare', (_request, reply) => {
  void reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.send?.('ready');
