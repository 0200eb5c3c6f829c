import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../contract/common.ts';

/** Path parameters longer than this are refused with 414 before routing (Fastify's maxParamLength). */
export const MAX_PARAM_LENGTH = 1_000;

const frameworkTexts: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    message: 'Invalid address: the path has malformed percent-encoding',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    message: `Invalid address: a path parameter must be at most ${MAX_PARAM_LENGTH} characters`,
  },
};

/**
 * Fastify's refusals before a route is found (`frameworkErrors`), in the API's error body rather
 * than Fastify's own `{ error, code, statusCode }`.
 */
export function handleFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const known = frameworkTexts[error.code];
  const status = known?.status ?? error.statusCode ?? 500;
  const message = known?.message ?? (status < 500 ? error.message : 'An unexpected error occurred');
  return reply.code(status).send({ success: false, message } satisfies ErrorBody);
}

/**
 * Requests Node's HTTP parser refuses never reach Fastify: over-long request lines or headers,
 * broken syntax, a client too slow to send its request. The client is still told why, in the
 * API's error body, before the connection closes.
 */
export function handleClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrorAnswer(error);
  if (socket.writable) {
    const body = JSON.stringify({ success: false, message } satisfies ErrorBody);
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

function clientErrorAnswer(error: { code?: string; rawPacket?: unknown }): [number, string] {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'The request took too long to arrive'];
    case 'HPE_HEADER_OVERFLOW':
      return addressTooLong(error.rawPacket)
        ? [414, 'The address is too long']
        : [431, 'The request headers are too large'];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, 'The request body is too large'];
    default:
      return [400, 'Malformed HTTP request'];
  }
}

/**
 * The parser counts the request line and the headers against one limit. When the request line
 * alone passes it (or has not even ended within the packet that overflowed), the address is
 * what was too long; otherwise the headers were.
 */
function addressTooLong(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  if (!/^[A-Z]+ /.test(rawPacket.subarray(0, 16).toString('latin1'))) return false;
  const lineEnd = rawPacket.indexOf('\r\n');
  return lineEnd === -1 || lineEnd > http.maxHeaderSize;
}
