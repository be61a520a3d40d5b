// The part of PostgreSQL's frontend/backend protocol (v3) the PGlite thread needs to share one
// backend among several client connections: cutting the bytes a client sent into messages,
// telling where a client's turn ends, and giving each connection's named prepared statements a
// name of its own (two pool connections preparing `session_by_id` would otherwise collide on the
// one backend). https://www.postgresql.org/docs/current/protocol-message-formats.html
export const PROTOCOL_VERSION_3 = 196608;
export const SSL_REQUEST_CODE = 80877103;
export const CANCEL_REQUEST_CODE = 80877102;

export interface FrontendMessage {
  /** The type byte as a character ('P', 'B', 'S'…), or '' for the untyped start-up packets. */
  type: string;
  bytes: Uint8Array;
}

/**
 * Cuts whole messages off the front of `buffer`; `rest` is an incomplete message still to come.
 * `startup` says the connection has not sent its untyped start-up packet yet.
 */
export function splitMessages(buffer: Uint8Array, startup: boolean): { messages: FrontendMessage[]; rest: Uint8Array; startup: boolean } {
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const messages: FrontendMessage[] = [];
  let at = 0;
  let expectingStartup = startup;
  for (;;) {
    if (expectingStartup) {
      if (buffer.length - at < 8) break;
      const length = view.getInt32(at);
      if (buffer.length - at < length) break;
      const code = view.getInt32(at + 4);
      messages.push({ type: '', bytes: buffer.subarray(at, at + length) });
      at += length;
      // An SSL request is followed by the real start-up packet; anything else ends the start-up.
      if (code !== SSL_REQUEST_CODE) expectingStartup = false;
      continue;
    }
    if (buffer.length - at < 5) break;
    const length = view.getInt32(at + 1);
    if (buffer.length - at < length + 1) break;
    messages.push({ type: String.fromCharCode(buffer[at]!), bytes: buffer.subarray(at, at + 1 + length) });
    at += length + 1;
  }
  return { messages, rest: buffer.subarray(at), startup: expectingStartup };
}

/** The start-up packet's protocol code: protocol 3, an SSL request or a cancel request. */
export function startupCode(message: FrontendMessage): number {
  return new DataView(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength).getInt32(4);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function cstringEnd(bytes: Uint8Array, from: number): number {
  const end = bytes.indexOf(0, from);
  if (end < 0) throw new Error('malformed protocol message: unterminated string');
  return end;
}

/** The message with the string at [start, end) replaced by `prefix` + that string, its length fixed. */
function prefixString(message: Uint8Array, start: number, end: number, prefix: Uint8Array): Uint8Array {
  if (end === start) return message; // the unnamed statement is the backend's scratch slot: never renamed
  const out = new Uint8Array(message.length + prefix.length);
  out.set(message.subarray(0, start), 0);
  out.set(prefix, start);
  out.set(message.subarray(start), start + prefix.length);
  new DataView(out.buffer).setInt32(1, out.length - 1);
  return out;
}

/**
 * Names the statements a connection prepares, binds, describes or closes with `prefix` in front
 * (portals stay unnamed: every client here uses the unnamed portal, which lives within one turn).
 * Returns the message unchanged when it names no statement, and the renamed statement, if any.
 */
export function renameStatement(message: FrontendMessage, prefix: string): { bytes: Uint8Array; statement?: string } {
  const { type, bytes } = message;
  const tag = encoder.encode(prefix);
  switch (type) {
    case 'P': {
      // Parse: statement name, query, parameter types.
      const end = cstringEnd(bytes, 5);
      if (end === 5) return { bytes };
      return { bytes: prefixString(bytes, 5, end, tag), statement: prefix + decoder.decode(bytes.subarray(5, end)) };
    }
    case 'B': {
      // Bind: portal name, statement name, …
      const portalEnd = cstringEnd(bytes, 5);
      const end = cstringEnd(bytes, portalEnd + 1);
      return { bytes: prefixString(bytes, portalEnd + 1, end, tag) };
    }
    case 'D':
    case 'C': {
      // Describe / Close: 'S' statement or 'P' portal, then its name.
      if (bytes[5] !== 0x53) return { bytes };
      const end = cstringEnd(bytes, 6);
      return { bytes: prefixString(bytes, 6, end, tag) };
    }
    default:
      return { bytes };
  }
}

/** A simple Query message: what the thread itself sends to tidy up after a connection. */
export function simpleQuery(sql: string): Uint8Array {
  const text = encoder.encode(sql);
  const out = new Uint8Array(text.length + 6);
  out[0] = 0x51; // 'Q'
  new DataView(out.buffer).setInt32(1, text.length + 5);
  out.set(text, 5);
  return out;
}

/** Whether a client's turn ends with this message: the backend answers up to ReadyForQuery (or flushes). */
export const endsTurn = (type: string) => type === 'S' || type === 'Q' || type === 'H';

/**
 * The transaction status of the ReadyForQuery that ends `response`: 'I' idle, 'T' in a
 * transaction, 'E' in a failed one; undefined when the response does not end with one (a Flush).
 */
export function readyStatus(response: Uint8Array): 'I' | 'T' | 'E' | undefined {
  const n = response.length;
  if (n < 6 || response[n - 6] !== 0x5a || response[n - 5] !== 0 || response[n - 4] !== 0 || response[n - 3] !== 0 || response[n - 2] !== 5) return undefined;
  return String.fromCharCode(response[n - 1]!) as 'I' | 'T' | 'E';
}
