/**
 * The body as it came, for the operations that check a signature over its bytes (providers'
 * delivery reports): copied while Fastify reads the request, so its JSON parser, its body
 * limit (413) and the contract's validation stay as for every other call.
 */
import { Transform } from 'node:stream';
import type { preParsingHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for the operations that keep it (app.ts RAW_BODY). */
    rawBody?: Buffer;
  }
}

export const keepRawBody: preParsingHookHandler = (request, _reply, payload, done) => {
  const chunks: Buffer[] = [];
  const copy = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      chunks.push(chunk);
      next(null, chunk);
    },
    flush(next) {
      request.rawBody = Buffer.concat(chunks);
      next();
    },
  });
  payload.on('error', (error) => copy.destroy(error));
  done(null, payload.pipe(copy));
};
