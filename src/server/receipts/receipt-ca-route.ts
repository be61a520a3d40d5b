// GET /receipt-ca.pem (issue 27): the certificate of the CA that signs the receipts (控え), for
// anyone to check a receipt with (e.g. `pdfsig` with it imported into an NSS database, or a PDF
// reader that trusts it). Public, outside the API contract like /healthz: it holds no personal
// data, and whoever holds a receipt may not hold a session.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const receiptCaPath = '/receipt-ca.pem';

async function receiptCaRoute(app: FastifyInstance, { caPem }: { caPem: string }): Promise<void> {
  app.get(receiptCaPath, async (_request, reply) =>
    reply.header('content-type', 'application/x-pem-file').header('content-disposition', 'inline; filename="utsuru-receipt-ca.pem"').header('cache-control', 'public, max-age=3600').send(caPem),
  );
}

export default fp(receiptCaRoute, { name: 'utsuru-receipt-ca' });
