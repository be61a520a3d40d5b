// Fuzzed inputs as the bytes of an HTTP request: the target with its path and query parameters
// percent-encoded byte by byte (so a lone surrogate or a raw byte arrives as it was meant), the
// header parameters, and the body in JSON or in any of the other content types a client may send.
import { randomUUID } from 'node:crypto';
import { signWebhook } from '../../deliveries/webhook-verification';
import { RawBytes, RawJson, sessionToken, webhookSigned } from './fuzz-values';
import type { FuzzOperation } from './contract-operations';
import type { RequestInputs } from './fuzz-inputs';

export interface WireRequest {
  method: string;
  target: string;
  headers: [string, Buffer][];
  body?: Buffer;
}

/** A string's bytes as UTF-8, except that a lone surrogate keeps its own three bytes (WTF-8), which no UTF-8 decoder accepts. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function bytesOf(text: string): Buffer {
  if (!loneSurrogate.test(text)) return Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    parts.push(
      code >= 0xd800 && code <= 0xdfff ? Buffer.from([0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]) : Buffer.from(char, 'utf8'),
    );
  }
  return Buffer.concat(parts);
}

/** A parameter's value as text bytes: JSON for what is not a string (arrays are repeated by the caller). */
function textBytes(value: unknown, token: string): Buffer {
  if (value instanceof RawBytes) return value.bytes;
  if (value instanceof RawJson) return Buffer.from(value.text);
  if (value === sessionToken) return Buffer.from(token);
  if (typeof value === 'string') return bytesOf(value);
  return jsonBytes(value);
}

/** Each byte as it goes into a URL: itself when unreserved, else %XX. */
const urlByte = Array.from({ length: 256 }, (_, byte) => {
  const char = String.fromCharCode(byte);
  return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
});
const percentEncoded = (bytes: Buffer): string => Array.from(bytes, (byte) => urlByte[byte]).join('');

/** JSON text of a value, markers included: lone surrogates go as `\udXXX` escapes (JSON.stringify's own), raw bytes unescaped. */
export function jsonBytes(value: unknown): Buffer {
  const parts: Buffer[] = [];
  const write = (node: unknown): void => {
    if (node instanceof RawJson) parts.push(Buffer.from(node.text));
    else if (node instanceof RawBytes) parts.push(Buffer.from('"'), node.bytes, Buffer.from('"'));
    else if (typeof node === 'symbol' || node === undefined) parts.push(Buffer.from('null'));
    else if (Array.isArray(node)) {
      parts.push(Buffer.from('['));
      node.forEach((item, index) => {
        if (index > 0) parts.push(Buffer.from(','));
        write(item);
      });
      parts.push(Buffer.from(']'));
    } else if (typeof node === 'object' && node !== null) {
      parts.push(Buffer.from('{'));
      Object.keys(node).forEach((key, index) => {
        parts.push(Buffer.from(`${index > 0 ? ',' : ''}${JSON.stringify(key)}:`));
        write((node as Record<string, unknown>)[key]);
      });
      parts.push(Buffer.from('}'));
    } else parts.push(Buffer.from(JSON.stringify(node) ?? 'null'));
  };
  write(value);
  return Buffer.concat(parts);
}

/** The body's top-level fields as name and text pairs, for the form and multipart encodings. */
function fields(body: unknown, token: string): [string, Buffer][] {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || body instanceof RawJson || body instanceof RawBytes) return [['body', textBytes(body, token)]];
  return Object.keys(body).map((key) => [key, textBytes((body as Record<string, unknown>)[key], token)]);
}

const boundary = 'utsuru-fuzz-boundary';
const xmlEscaped = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** How a POST's body is sent: its Content-Type header (null for none) and its bytes. */
export interface BodyEncoding {
  name: string;
  contentType: string | null;
  encode(body: unknown, token: string): Buffer | undefined;
}

const asJson = (body: unknown) => (body === undefined ? undefined : jsonBytes(body));
const json = (name: string, contentType: string | null, encode: BodyEncoding['encode'] = asJson): BodyEncoding => ({ name, contentType, encode });

/** Every content type tried on every POST (issue 26): JSON as the contract asks, and everything else. */
export const bodyEncodings: readonly BodyEncoding[] = [
  json('json', 'application/json'),
  json('json utf-8', 'application/json; charset=utf-8'),
  json('json UTF-8 quoted', 'application/JSON; Charset="UTF-8"'),
  json('json utf-16le', 'application/json; charset=utf-16le', (body) => (body === undefined ? undefined : Buffer.from(jsonBytes(body).toString('utf8'), 'utf16le'))),
  json('json iso-8859-1', 'application/json; charset=iso-8859-1', (body) => (body === undefined ? undefined : Buffer.from(jsonBytes(body).toString('utf8'), 'latin1'))),
  json('json shift_jis', 'application/json; charset=shift_jis'),
  json('json unknown charset', 'application/json; charset=x-unknown'),
  json('json with a BOM', 'application/json', (body) => (body === undefined ? undefined : Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), jsonBytes(body)]))),
  json('text/plain', 'text/plain'),
  json('text/plain utf-8', 'text/plain; charset=utf-8'),
  {
    name: 'form-urlencoded',
    contentType: 'application/x-www-form-urlencoded',
    encode: (body, token) => Buffer.from(fields(body, token).map(([key, value]) => `${percentEncoded(Buffer.from(key))}=${percentEncoded(value)}`).join('&')),
  },
  {
    name: 'multipart/form-data',
    contentType: `multipart/form-data; boundary=${boundary}`,
    encode: (body, token) =>
      Buffer.concat([
        ...fields(body, token).flatMap(([key, value]) => [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key.replace(/["\r\n]/g, '_')}"\r\n\r\n`), value, Buffer.from('\r\n')]),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
  },
  json('multipart without a boundary', 'multipart/form-data'),
  {
    name: 'application/xml',
    contentType: 'application/xml',
    encode: (body, token) =>
      Buffer.from(`<?xml version="1.0"?><request>${fields(body, token).map(([key, value]) => `<field name="${xmlEscaped(key)}">${xmlEscaped(value.toString('utf8'))}</field>`).join('')}</request>`),
  },
  json('vendor +json', 'application/vnd.api+json'),
  json('wildcard', '*/*'),
  json('no Content-Type', null),
  { name: 'no Content-Type, no body', contentType: null, encode: () => undefined },
  json('malformed: no subtype', 'application/'),
  json('malformed: empty parameters', 'application/json;;;'),
  json('malformed: unterminated quote', 'application/json; charset="utf-8'),
  json('malformed: a bare word', 'json'),
  json('malformed: empty', ''),
  json('malformed: control bytes', 'application/json\u0001\u007f'),
  // The header line ends early, so the request carries two Content-Type headers.
  json('two Content-Types', 'application/json\r\ncontent-type: text/plain'),
];

export interface Credentials {
  /** The Cookie header, or null to send none. */
  cookie: string | null;
  csrfToken: string;
  /** What signs a Standard Webhooks request: the recipient's secrets, or others for a forgery. */
  webhook: { secrets: readonly string[]; now: Date };
}

/** The request for an operation's inputs; `encoding` is JSON unless said. */
export function wireRequest(basePath: string, operation: FuzzOperation, inputs: RequestInputs, credentials: Credentials, encoding: BodyEncoding = bodyEncodings[0]!): WireRequest {
  const token = credentials.csrfToken;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = inputs.path[name];
    return value === undefined ? '' : percentEncoded(textBytes(value, token));
  });
  const query = Object.keys(inputs.query).flatMap((name) => {
    const value = inputs.query[name];
    const values = Array.isArray(value) ? value : [value];
    return values.filter((item) => item !== undefined).map((item) => `${percentEncoded(bytesOf(name))}=${percentEncoded(textBytes(item, token))}`);
  });
  const body = operation.method === 'POST' ? encoding.encode(inputs.body, token) : undefined;
  // Signed over the body as sent, as a recipient's server signs (Standard Webhooks).
  const signed = signWebhook(credentials.webhook.secrets, randomUUID(), credentials.webhook.now, body?.toString('utf8') ?? '');
  const signedValue: Record<string, string> = { 'webhook-id': signed.id, 'webhook-timestamp': signed.timestamp, 'webhook-signature': signed.signature };
  const headers: [string, Buffer][] = Object.keys(inputs.header).map((name) => {
    const value = inputs.header[name];
    const bytes = value === webhookSigned ? Buffer.from(signedValue[name.toLowerCase()] ?? '') : textBytes(value, token);
    // A header line ends at CR or LF: a value keeps every other byte.
    return [name, Buffer.from(bytes.map((byte) => (byte === 0x0d || byte === 0x0a ? 0x20 : byte)))];
  });
  if (credentials.cookie !== null) headers.push(['cookie', Buffer.from(credentials.cookie)]);
  if (operation.method === 'POST' && encoding.contentType !== null) headers.push(['content-type', Buffer.from(encoding.contentType, 'latin1')]);
  return { method: operation.method, target: `${basePath}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`, headers, ...(body ? { body } : {}) };
}
