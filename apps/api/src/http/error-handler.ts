/**
 * One error handler for the whole API. Bodies follow the contract: `{ message }`, and for 422
 * `{ message, errors: { field: [reason] } }`. Never a stack trace or SQL in a body (ASVS 16.5).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, isConnectionLost, isUniqueViolation } from './errors.ts';
import { fieldErrors } from './validation.ts';

const BAD_BODY_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    const errors = fieldErrors(error.validation, error.validationContext);
    const [field, reasons] = Object.entries(errors)[0] ?? ['request', ['is invalid']];
    return reply.code(422).send({ message: `${field} ${reasons[0]}`, errors });
  }
  if (error instanceof HttpError) {
    const body = {
      message: error.message,
      ...error.details,
      ...(error.errors ? { errors: error.errors } : {}),
    };
    return reply.code(error.statusCode).send(body);
  }
  if (isUniqueViolation(error)) {
    return reply.code(409).send({ message: 'This record already exists.' });
  }
  const status = error.statusCode ?? 500;
  // Bad JSON and prototype poisoning (`__proto__`/`constructor.prototype`) are bad requests:
  // answered 422 like every other invalid input, never Fastify's default 400.
  if (
    BAD_BODY_CODES.has(error.code) ||
    (status === 400 && /prototype|__proto__|JSON/i.test(error.message))
  ) {
    return reply
      .code(422)
      .send({ message: 'The body is not valid JSON.', errors: { body: ['is not valid JSON'] } });
  }
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message || 'Bad request.' });
  }
  if (isConnectionLost(error)) {
    request.log.warn({ err: error }, 'database connection lost');
    return reply
      .code(503)
      .header('retry-after', '1')
      .send({ message: 'The database connection was lost; nothing was saved. Please try again.' });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Something went wrong on the server.' });
}
