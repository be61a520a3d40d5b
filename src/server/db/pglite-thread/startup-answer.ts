// What a PostgreSQL server answers a client's start-up packet with, for a connection to the
// shared PGlite backend: no password (the connection never leaves the process), the backend's
// parameters as it reported them, and ready for a query.
import { concatBytes } from './frontend-messages';

const encoder = new TextEncoder();

function message(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(body.length + 5);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, body.length + 4);
  out.set(body, 5);
  return out;
}

const int32s = (...values: number[]) => {
  const out = new Uint8Array(values.length * 4);
  values.forEach((value, i) => new DataView(out.buffer).setInt32(i * 4, value));
  return out;
};

const cstrings = (...values: string[]) => encoder.encode(values.map((value) => `${value}\0`).join(''));

/** The backend's run-time parameters a client is told at start-up (server_version, TimeZone…). */
export type BackendParameters = Readonly<Record<string, string>>;

export function startupAnswer(connectionId: number, parameters: BackendParameters): Uint8Array {
  return concatBytes([
    message('R', int32s(0)), // AuthenticationOk
    ...Object.entries(parameters).map(([name, value]) => message('S', cstrings(name, value))),
    message('K', int32s(connectionId, 0)), // BackendKeyData: cancel requests are not served
    message('Z', encoder.encode('I')),
  ]);
}
