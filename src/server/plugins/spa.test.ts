import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { devFlowsChannel, devFlowsMetaName } from '#shared/config/dev-flows';
import { routes } from '#shared/routes';
import { useTestServer } from '../testing/test-server';

// Large enough, and repetitive enough, for brotli and gzip to be worth keeping (static-files.ts).
const indexHtml =
  '<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>うつる</title>' +
  '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head>' +
  `<body><div id="root"></div>${'<!-- 引越し手続きオンラインサービス -->'.repeat(40)}</body></html>`;
// Outside production the page names the development statecharts' channel (issue 29).
const servedIndex = indexHtml.replace('</head>', `<meta name="${devFlowsMetaName}" content="${devFlowsChannel}"></head>`);
const script = `console.info("hashed asset");\n${'export const moving = "引越し";\n'.repeat(100)}`;
const stylesheet = `.root { color: #1a1a1c; }\n${'.section { margin: 0 auto; padding: 16px; }\n'.repeat(60)}`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${'<rect width="8" height="8"/>'.repeat(20)}</svg>`;
// Zeros compress to almost nothing, but a PNG is compressed already: it must go out as it is.
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096)]);
// What `vite build` writes beside the entry script, at other settings than the server's own, so
// that the bytes served prove which were used.
const scriptBr = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
const scriptGz = gzipSync(script, { level: 1 });

async function fixtureBuild(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'utsuru-web-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), indexHtml);
  const file = path.join(root, 'assets', 'index-Ab12Cd34.js');
  await writeFile(file, script);
  await writeFile(`${file}.br`, scriptBr);
  await writeFile(`${file}.gz`, scriptGz);
  await writeFile(path.join(root, 'assets', 'page-Xy12Zz34.css'), stylesheet); // no .br or .gz: compressed at start
  // Forms that do not hold the file (it was edited after the build): never sent.
  await writeFile(path.join(root, 'terms.html'), indexHtml.replace('うつる', '利用規約'));
  await writeFile(path.join(root, 'terms.html.br'), brotliCompressSync(indexHtml));
  await writeFile(path.join(root, 'terms.html.gz'), Buffer.from('not gzip'));
  await writeFile(path.join(root, 'assets', 'logo-Qw12Er34.png'), png);
  await writeFile(path.join(root, 'favicon.svg'), svg);
  await writeFile(path.join(root, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  await writeFile(path.join(root, '.env'), 'SECRET=1\n');
  // Vite copies public/ into the build as it is: the favicon the browsers ask for by themselves.
  await copyFile(path.join(import.meta.dirname, '../../../public/favicon.ico'), path.join(root, 'favicon.ico'));
  return root;
}

/** A concrete URL for each route pattern. */
const samplePaths = routes.flatMap((r) =>
  r.pattern.endsWith(':id?') ? [r.pattern.replace('/:id?', ''), r.pattern.replace(':id?', 'denki-01')] : [r.pattern.replace(':id', 'denki-01')],
);

const webRoot = await fixtureBuild();

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, not decoded. */
  body: Buffer;
}

/** One request through node:http, which (unlike fetch) leaves the body as the server encoded it. */
function request(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .once('error', reject)
      .end();
  });
}

const decoded = (answer: Answer) => {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body).toString();
  if (coding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
};

/** The file at `url` goes out with brotli and with gzip as asked, each decoding to `content`. */
async function expectCompressed(url: string, content: string): Promise<void> {
  for (const coding of ['br', 'gzip']) {
    const answer = await request(url, { 'accept-encoding': coding });
    expect(answer.headers['content-encoding'], coding).toBe(coding);
    expect(decoded(answer), coding).toBe(content);
  }
}

/** The headers the security-headers plugin sets on every response. */
const securityHeaderNames = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-robots-tag',
];
const securityHeadersOf = (answer: Answer) => Object.fromEntries(securityHeaderNames.map((name) => [name, answer.headers[name]]));

describe('serving the SPA', () => {
  const server = useTestServer({ webRoot });
  const url = (p: string) => `${server().baseUrl}${p}`;

  it.each(samplePaths)('GET %s → index.html with 200', async (route) => {
    const response = await fetch(url(route));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(servedIndex);
  });

  it.each(['/nope', '/step/unknown', '/lifeline/a/b', '/error/mint/loginerror', '/index.htm', '/lifeline/Bad_Id', '/after/lifeline/UPPER'])('GET %s → index.html with 404', async (path) => {
    const response = await fetch(url(path));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(servedIndex);
  });

  it('serves /favicon.ico from public/, so no browser logs a 404 for it (issue 11, point 10)', async () => {
    const response = await fetch(url('/favicon.ico'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect([...new Uint8Array(await response.arrayBuffer()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(url('/utsuru-api/v1/no_such_call'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('compresses index.html with brotli or gzip as the browser asks', async () => {
    await expectCompressed(url('/mypage'), servedIndex);
    const gz = await request(url('/mypage'), { 'accept-encoding': 'gzip' });
    expect(gz.headers['cache-control']).toBe('no-cache');
    expect(gz.headers.vary).toBe('Accept-Encoding');
  });

  it('serves /index.html itself like the top page, revalidated each time', async () => {
    const file = await request(url('/index.html'), { 'accept-encoding': 'br' });
    const top = await request(url('/'), { 'accept-encoding': 'br' });
    expect(file.status).toBe(200);
    expect(file.body.equals(top.body)).toBe(true);
    expect(file.headers.etag).toBe(top.headers.etag);
    expect(file.headers['cache-control']).toBe('no-cache');
  });
});

describe('built files from memory', () => {
  const server = useTestServer({ webRoot });
  const url = (p: string) => `${server().baseUrl}${p}`;
  const entry = '/assets/index-Ab12Cd34.js';

  it('sends the .br that vite wrote when brotli is accepted, preferred to gzip', async () => {
    const answer = await request(url(entry), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.equals(scriptBr)).toBe(true);
    expect(answer.headers['content-length']).toBe(String(scriptBr.length));
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('sends the .gz that vite wrote when only gzip is accepted', async () => {
    const answer = await request(url(entry), { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(scriptGz)).toBe(true);
    expect(answer.headers['content-length']).toBe(String(scriptGz.length));
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity', { 'accept-encoding': 'identity' }],
    ['deflate only', { 'accept-encoding': 'deflate' }],
    ['br and gzip refused (q=0)', { 'accept-encoding': 'br;q=0, gzip;q=0, deflate' }],
  ])('sends the file as it is with %s', async (_name, headers: Record<string, string>) => {
    const answer = await request(url(entry), headers);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(script)));
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *', 'gzip'],
    ['x-gzip', 'gzip'],
  ])('reads Accept-Encoding %j as %s', async (acceptEncoding, coding) => {
    const answer = await request(url(entry), { 'accept-encoding': acceptEncoding });
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(decoded(answer)).toBe(script);
  });

  it('compresses at start a file vite left without .br or .gz', async () => {
    await expectCompressed(url('/assets/page-Xy12Zz34.css'), stylesheet);
  });

  it('compresses a file again when the .br or .gz beside it holds something else', async () => {
    await expectCompressed(url('/terms.html'), indexHtml.replace('うつる', '利用規約'));
  });

  it('does not compress a format that is compressed already, and then does not vary', async () => {
    const answer = await request(url('/assets/logo-Qw12Er34.png'), { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(png)).toBe(true);
    expect(answer.headers.vary).toBeUndefined();
  });

  it.each([
    [entry, 'text/javascript; charset=utf-8'],
    ['/assets/page-Xy12Zz34.css', 'text/css; charset=utf-8'],
    ['/assets/logo-Qw12Er34.png', 'image/png'],
    ['/favicon.svg', 'image/svg+xml; charset=utf-8'],
    ['/favicon.ico', 'image/vnd.microsoft.icon'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/index.html', 'text/html; charset=utf-8'],
  ])('gives %s the type %s', async (path, type) => {
    const answer = await request(url(path), { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
  });

  it('caches hashed files for a year and has the others revalidated', async () => {
    for (const path of [entry, '/assets/page-Xy12Zz34.css', '/assets/logo-Qw12Er34.png']) {
      expect((await request(url(path))).headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    }
    for (const path of ['/favicon.ico', '/favicon.svg', '/robots.txt', '/index.html', '/', '/mypage']) {
      expect((await request(url(path))).headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('gives each form its own strong entity tag, and answers a matching If-None-Match with 304', async () => {
    const br = await request(url(entry), { 'accept-encoding': 'br' });
    const gz = await request(url(entry), { 'accept-encoding': 'gzip' });
    const plain = await request(url(entry));
    const tags = [br.headers.etag, gz.headers.etag, plain.headers.etag];
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/); // strong: no W/
    expect(new Set(tags).size).toBe(3);

    for (const ifNoneMatch of [br.headers.etag!, `W/${br.headers.etag!}`, `"other", ${br.headers.etag!}`, '*']) {
      const revalidated = await request(url(entry), { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch });
      expect(revalidated.status, ifNoneMatch).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(revalidated.headers.etag).toBe(br.headers.etag);
      expect(revalidated.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(revalidated.headers.vary).toBe('Accept-Encoding');
      expect(revalidated.headers['content-encoding']).toBeUndefined();
    }
    // The brotli form's tag does not stand for the gzip form.
    const other = await request(url(entry), { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag! });
    expect(other.status).toBe(200);
    expect(other.body.equals(scriptGz)).toBe(true);
  });

  it('revalidates index.html on a route of the table, not on the not-found page', async () => {
    const page = await request(url('/mypage'), { 'accept-encoding': 'br' });
    expect(page.headers.etag).toMatch(/^"/);
    const revalidated = await request(url('/procedureselection'), { 'accept-encoding': 'br', 'if-none-match': page.headers.etag! });
    expect(revalidated.status).toBe(304);
    const missing = await request(url('/no-such-page'), { 'accept-encoding': 'br', 'if-none-match': page.headers.etag! });
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(decoded(missing)).toBe(servedIndex);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const path of [entry, '/favicon.ico', '/mypage', '/no-such-page']) {
      const get = await request(url(path), { 'accept-encoding': 'br' });
      const head = await request(url(path), { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.status, path).toBe(get.status);
      expect(head.body.length).toBe(0);
      for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag', 'vary']) {
        expect(head.headers[name], `${path} ${name}`).toBe(get.headers[name]);
      }
    }
  });

  it('answers unknown files, and the .br and .gz beside a file, with the not-found page', async () => {
    for (const path of ['/assets/index-Zz99Yy88.js', '/assets/', '/assets', `${entry}.br`, `${entry}.gz`, '/.env', '/robots.txt/x']) {
      const answer = await request(url(path), { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(decoded(answer), path).toBe(servedIndex);
    }
  });

  it('sends the security headers of every page with every file, 304s included', async () => {
    const page = await request(url('/mypage'));
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const expected = securityHeadersOf(page);
    for (const name of securityHeaderNames) expect(expected[name], name).toBeDefined();
    const file = await request(url(entry), { 'accept-encoding': 'br' });
    expect(securityHeadersOf(file)).toEqual(expected);
    const notModified = await request(url(entry), { 'accept-encoding': 'br', 'if-none-match': file.headers.etag! });
    expect(notModified.status).toBe(304);
    expect(securityHeadersOf(notModified)).toEqual(expected);
    expect(securityHeadersOf(await request(url('/favicon.ico')))).toEqual(expected);
  });

  it('counts every built file under one route label in the latency histogram', async () => {
    await request(url(entry), { 'accept-encoding': 'br' });
    await request(url('/favicon.svg'));
    const metrics = (await request(url('/metrics'))).body.toString();
    const counts = metrics.split('\n').filter((line) => line.startsWith('http_request_duration_seconds_count'));
    expect(counts).toContainEqual(expect.stringMatching(/^http_request_duration_seconds_count\{method="GET",route="static",status_code="200"\} \d+$/));
    expect(metrics).not.toContain('route="/assets/');
    expect(metrics).not.toContain('route="/favicon');
  });
});

describe('serving without a build', () => {
  const server = useTestServer();

  it('answers every page with the page that says to run the build', async () => {
    for (const path of ['/', '/mypage']) {
      const answer = await request(`${server().baseUrl}${path}`, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(decoded(answer)).toContain('npm run build');
    }
    expect((await request(`${server().baseUrl}/assets/index-Ab12Cd34.js`)).status).toBe(404);
  });
});
