// The built files, held in memory (issue 15, point 4): every file of WEB_ROOT is read once at
// start, with its brotli and gzip forms (the .br and .gz that `vite build` writes beside it, or
// compressed here when it has none), and each form gets its response headers computed once.
// Serving a file is then a choice among three prepared answers: no disk, no stream, no
// compression and no header building per request.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Coding = 'br' | 'gzip' | 'identity';

/** One form of a file: its bytes and the headers of its 200 and of its 304, ready to send. */
export interface Representation {
  readonly coding: Coding;
  readonly body: Buffer;
  readonly etag: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly notModifiedHeaders: Readonly<Record<string, string>>;
}

export interface StaticFile {
  /** The URL path, `/assets/index-CUbxk9QZ.js`. */
  readonly urlPath: string;
  /** Each form kept once; identity always, br and gzip when they save enough. */
  readonly representations: readonly Representation[];
  /** The form to send, by `Accepted` bits (see acceptedCodings): four references into `representations`. */
  readonly byAccepted: readonly [Representation, Representation, Representation, Representation];
}

export const immutableCaching = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';

/** Media types of what a build may hold; text types say their charset. */
const mediaTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.ico': 'image/vnd.microsoft.icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.gz': 'application/gzip',
  '.zip': 'application/zip',
};

/** Formats that are compressed already: another pass would only cost start-up time. */
const precompressedFormats = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.woff', '.woff2', '.gz', '.br', '.zip']);

/** A compressed form is kept only when it is at most this share of the file (else identity serves). */
export const WORTHWHILE_RATIO = 0.9;

/** Names a route can carry as they are: find-my-way reads `:` and `*`, and the URL would escape others. */
const routableName = /^[A-Za-z0-9._~/-]+$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** A buffer of exactly its bytes: zlib's output can be a slice of a larger chunk, which would stay alive with it. */
function exact(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(copy);
  return copy;
}

/** A strong validator of these exact bytes (each form has its own, so a cache never mixes them). */
function entityTag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * A file's brotli or gzip form: the sibling vite wrote when it holds the same bytes (a file edited
 * after the build would otherwise go out stale to every browser that accepts the coding),
 * compressed here otherwise, none for a format that is compressed already.
 */
async function compressed(identity: Buffer, coding: 'br' | 'gzip', extension: string, file: string | undefined, warn: (message: string) => void): Promise<Buffer | undefined> {
  const sibling = file && `${file}${coding === 'br' ? '.br' : '.gz'}`;
  if (sibling && existsSync(sibling)) {
    const form = await readFile(sibling);
    try {
      if ((coding === 'br' ? brotliDecompressSync(form) : gunzipSync(form)).equals(identity)) return form;
    } catch {
      // not a valid stream: compressed below
    }
    warn(`${sibling} does not hold ${path.basename(file)}: compressed again at start`);
  }
  if (precompressedFormats.has(extension)) return undefined;
  return coding === 'br'
    ? brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
    : gz(identity, { level: 9 });
}

export interface FileSource {
  urlPath: string;
  /** The file on disk, whose .br and .gz siblings are used when present; none for a page built in memory. */
  file?: string;
  identity: Buffer;
  cacheControl: string;
}

/** Builds a file's forms and their headers. */
export async function prepareFile({ urlPath, file, identity, cacheControl }: FileSource, warn: (message: string) => void): Promise<StaticFile> {
  const extension = path.extname(urlPath).toLowerCase();
  const contentType = mediaTypes[extension] ?? 'application/octet-stream';
  const worthwhile = (body: Buffer | undefined) => (body && body.length <= identity.length * WORTHWHILE_RATIO ? exact(body) : undefined);
  const [br, gzipped] = await Promise.all([
    compressed(identity, 'br', extension, file, warn).then(worthwhile),
    compressed(identity, 'gzip', extension, file, warn).then(worthwhile),
  ]);
  // Vary only where there is a choice: a file with one form is the same for every request.
  const vary: Record<string, string> = br || gzipped ? { vary: 'Accept-Encoding' } : {};
  const represent = (coding: Coding, body: Buffer): Representation => {
    const etag = entityTag(body);
    const validators: Record<string, string> = { 'cache-control': cacheControl, etag, ...vary };
    return {
      coding,
      body,
      etag,
      headers: {
        'content-type': contentType,
        'content-length': String(body.length),
        ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
        ...validators,
      },
      notModifiedHeaders: validators,
    };
  };
  const plain = represent('identity', exact(identity));
  const brForm = br && represent('br', br);
  const gzipForm = gzipped && represent('gzip', gzipped);
  const representations = [plain, brForm, gzipForm].filter((r): r is Representation => r !== undefined);
  // Bit 1: br accepted; bit 0: gzip accepted. br is preferred, then gzip, then identity.
  const byAccepted = [plain, gzipForm ?? plain, brForm ?? plain, brForm ?? gzipForm ?? plain] as const;
  return { urlPath, representations, byAccepted };
}

/** Every file under the web root except the .br and .gz that are forms of another file, and dotfiles. */
export async function loadStaticFiles(webRoot: string, warn: (message: string) => void): Promise<StaticFile[]> {
  if (!existsSync(webRoot)) return [];
  const entries = await readdir(webRoot, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const names = new Set(files);
  const served = files
    .map((file) => ({ file, relative: path.relative(webRoot, file).split(path.sep).join('/') }))
    .filter(({ file, relative }) => {
      if (relative.split('/').some((part) => part.startsWith('.'))) return false;
      if (/\.(br|gz)$/.test(file) && names.has(file.slice(0, -3))) return false;
      if (routableName.test(relative)) return true;
      warn(`${relative}: not served (a built file's name may only hold letters, digits and . _ ~ - /)`);
      return false;
    });
  return Promise.all(
    served.map(async ({ file, relative }) =>
      prepareFile(
        {
          urlPath: `/${relative}`,
          file,
          identity: await readFile(file),
          // Vite puts a content hash in every name under assets/; other files keep their names across builds.
          cacheControl: relative.startsWith('assets/') ? immutableCaching : revalidate,
        },
        warn,
      ),
    ),
  );
}

/** Bytes the table holds: one buffer per form, each exactly its bytes. */
export function tableBytes(files: readonly StaticFile[]): number {
  return files.reduce((sum, file) => sum + file.representations.reduce((s, r) => s + r.body.byteLength, 0), 0);
}

const quality = (params: string[]): number => {
  for (const param of params) {
    const [name, value] = param.split('=');
    if (name?.trim().toLowerCase() === 'q') {
      const q = Number(value?.trim());
      return Number.isFinite(q) ? q : 0;
    }
  }
  return 1;
};

/** Which of br (bit 1) and gzip (bit 0) an Accept-Encoding value accepts, q-values and `*` included (RFC 9110 §12.5.3). */
export function parseAcceptEncoding(header: string): 0 | 1 | 2 | 3 {
  let br: number | undefined;
  let gzipQ: number | undefined;
  let any: number | undefined;
  for (const member of header.split(',')) {
    const [name = '', ...params] = member.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === 'br') br = quality(params);
    else if (coding === 'gzip' || coding === 'x-gzip') gzipQ = Math.max(gzipQ ?? 0, quality(params));
    else if (coding === '*') any = quality(params);
  }
  const accepts = (q: number | undefined) => (q ?? any ?? 0) > 0;
  return ((accepts(br) ? 2 : 0) | (accepts(gzipQ) ? 1 : 0)) as 0 | 1 | 2 | 3;
}

/** Browsers send a handful of distinct values: each is parsed once. Bounded against a client that varies it. */
const acceptedByHeader = new Map<string, 0 | 1 | 2 | 3>();
const MEMO_LIMIT = 256;

export function acceptedCodings(header: string | undefined): 0 | 1 | 2 | 3 {
  if (header === undefined) return 0; // no header: identity, as browsers always send one
  let accepted = acceptedByHeader.get(header);
  if (accepted === undefined) {
    accepted = parseAcceptEncoding(header);
    if (acceptedByHeader.size >= MEMO_LIMIT) acceptedByHeader.clear();
    acceptedByHeader.set(header, accepted);
  }
  return accepted;
}

/** If-None-Match against one entity tag, with the weak comparison RFC 9110 §13.1.2 asks for. */
export function noneMatch(header: string, etag: string): boolean {
  if (header === etag) return false;
  for (const member of header.split(',')) {
    const tag = member.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return false;
  }
  return true;
}

/** The form the request accepts. */
export function representationFor(file: StaticFile, request: FastifyRequest): Representation {
  return file.byAccepted[acceptedCodings(request.headers['accept-encoding'])];
}

/** Answers a GET or HEAD of a file: 304 when the client holds this form already, else the form. */
export function sendStaticFile(file: StaticFile, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const representation = representationFor(file, request);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && !noneMatch(ifNoneMatch, representation.etag)) {
    return reply.code(304).headers(representation.notModifiedHeaders).send();
  }
  return reply.headers(representation.headers).send(representation.body);
}
