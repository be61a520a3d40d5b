// What the leak suites search and how (issue 26, point 5): the bearer values a run handed out, read
// from the recording proxy's exchanges; the canary's values (or those secrets) in texts, in stored
// bytes (pg_dump, whose bytea is hex, or a PGlite folder's raw files) and in a database's rows read
// back; and stack traces in response bodies.
import type { DatabaseHandle } from '../../db/database-handle';
import { tableNames } from '../../testing/table-snapshot';
import type { Exchange } from './front-proxy';
import { expandBase64, foundForms, formsOf, holds } from './value-forms';

/** A file, or a table, of what a database stores. */
export interface Stored {
  name: string;
  bytes: Buffer;
}

export interface Secret {
  what: string;
  value: string;
}

/** Every bearer value the run handed out, read from the proxy's exchanges. */
export function capturedSecrets(exchanges: readonly Exchange[]): Secret[] {
  const secrets: Secret[] = [];
  const keep = (what: string, value: unknown) => {
    if (typeof value === 'string' && value.length >= 8 && !secrets.some((secret) => secret.value === value)) secrets.push({ what, value });
  };
  for (const exchange of exchanges) {
    for (const header of [exchange.responseHeaders['set-cookie'] ?? []].flat()) {
      const [pair = ''] = header.split(';');
      keep(`cookie ${pair.slice(0, pair.indexOf('='))}`, decodeURIComponent(pair.slice(pair.indexOf('=') + 1)));
    }
    keep('CSRF token (header)', exchange.requestHeaders['x-csrf-token']);
    const url = new URL(exchange.url, 'http://proxy');
    if (url.pathname.endsWith('/csrf_token')) keep('CSRF token', (JSON.parse(exchange.responseBody) as { csrf_token?: string }).csrf_token);
    if (url.pathname.endsWith('/login/callback')) keep('authorization code', url.searchParams.get('code'));
    if (exchange.method === 'POST' && url.pathname.startsWith('/dev-idp/') && exchange.responseBody.includes('"id_token"')) {
      const tokens = JSON.parse(exchange.responseBody) as { id_token?: string; access_token?: string };
      keep('ID token', tokens.id_token);
      keep('access token', tokens.access_token);
      keep('authorization code (token request)', new URLSearchParams(exchange.requestBody).get('code'));
    }
  }
  return secrets.filter((secret) => !secret.value.startsWith('forged'));
}

/** The canary values (by name) and secrets found in these texts, each with the form found. */
export function leaksIn(texts: readonly string[], values: readonly { what: string; value: string }[]): string[] {
  return values.flatMap(({ what, value }) => foundForms(texts, value).map((form) => `${what}: ${form}`));
}

/** pg_dump shows bytea as hex: what each holds, so an unencrypted column is read as it is. */
const hexColumns = (dump: string) => [...dump.matchAll(/\\\\x([0-9a-f]{16,})/g)].map((match) => Buffer.from(match[1] ?? '', 'hex').toString('utf8'));

/** The stored bytes searched for each value's forms as UTF-8, and the base64 runs in them decoded once. */
export function leaksInFiles(files: readonly Stored[], values: readonly { what: string; value: string }[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const text = file.bytes.toString('latin1');
    const decoded = file.name === 'pg_dump' ? [...expandBase64(file.bytes.toString('utf8'), 2), ...hexColumns(text)] : expandBase64(text, 1).slice(1);
    // The raw bytes are searched as bytes (UTF-8 forms), what they decode to as text; romaji in any case.
    const upper = text.toUpperCase();
    for (const { what, value } of values) {
      for (const form of formsOf(value)) {
        const inBytes = /^[A-Z]+$/.test(form) ? upper.includes(form) : file.bytes.includes(Buffer.from(form, 'utf8'));
        if (inBytes || decoded.some((candidate) => holds(candidate, form))) found.push(`${file.name}: ${what} (${form})`);
      }
    }
  }
  return found;
}

/** A stack trace, or the paths one names, in a response body. */
export const stackTrace = /\n\s+at \S.*:\d+:\d+|\bat (?:async )?\S+ \((?:file:\/\/|node:|\/)[^)]*:\d+:\d+\)|node:internal|\/src\/server\/|\/node_modules\//;

/**
 * Every row of every table, each value as text: a bytea column read as UTF-8 (so plaintext in an
 * encrypted-at-rest column shows), everything else as JSON. PGlite and PostgreSQL alike.
 */
export async function storedRows(database: DatabaseHandle): Promise<Stored[]> {
  const text = (value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : JSON.stringify(value));
  return Promise.all(
    tableNames.map(async (table) => {
      const { rows } = await database.query(`select * from ${table}`);
      return { name: table, bytes: Buffer.from(rows.map((row) => Object.values(row).map(text).join('\t')).join('\n'), 'utf8') };
    }),
  );
}

/** The response bodies that carry a stack trace, or the paths one names. */
export const withStackTraces = (exchanges: readonly Exchange[]): string[] =>
  exchanges.filter((exchange) => stackTrace.test(exchange.responseBody)).map((exchange) => `${exchange.method} ${exchange.url} ${exchange.status}: ${exchange.responseBody.slice(0, 300)}`);
