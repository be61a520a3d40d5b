import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { routes } from '#shared/routes';
import { useTestServer } from '../testing/test-server';

const indexHtml = '<!doctype html><html lang="ja"><head><title>うつる</title></head><body><div id="root"></div></body></html>';
const asset = 'console.info("hashed asset");';

async function fixtureBuild(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'utsuru-web-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), indexHtml);
  const file = path.join(root, 'assets', 'index-Ab12Cd34.js');
  await writeFile(file, asset);
  await writeFile(`${file}.br`, brotliCompressSync(asset));
  await writeFile(`${file}.gz`, gzipSync(asset));
  await writeFile(path.join(root, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  // Vite copies public/ into the build as it is: the favicon the browsers ask for by themselves.
  await copyFile(path.join(import.meta.dirname, '../../../public/favicon.ico'), path.join(root, 'favicon.ico'));
  return root;
}

/** A concrete URL for each route pattern. */
const samplePaths = routes.flatMap((r) =>
  r.pattern.endsWith(':id?') ? [r.pattern.replace('/:id?', ''), r.pattern.replace(':id?', 'denki-01')] : [r.pattern.replace(':id', 'denki-01')],
);

const webRoot = await fixtureBuild();

describe('serving the SPA', () => {
  const server = useTestServer({ webRoot });

  it.each(samplePaths)('GET %s → index.html with 200', async (route) => {
    const response = await fetch(`${server().baseUrl}${route}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe(indexHtml);
  });

  it.each(['/nope', '/step/unknown', '/lifeline/a/b', '/error/mint/loginerror', '/index.htm', '/lifeline/Bad_Id', '/after/lifeline/UPPER'])('GET %s → index.html with 404', async (url) => {
    const response = await fetch(`${server().baseUrl}${url}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(indexHtml);
  });

  it('serves /favicon.ico from public/, so no browser logs a 404 for it (issue 11, point 10)', async () => {
    const response = await fetch(`${server().baseUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect([...new Uint8Array(await response.arrayBuffer()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${server().baseUrl}/utsuru-api/v1/no_such_call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('compresses index.html with brotli or gzip as the browser asks', async () => {
    const br = await fetch(`${server().baseUrl}/mypage`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(indexHtml); // fetch decodes it
    const gz = await fetch(`${server().baseUrl}/mypage`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets precompressed with immutable caching', async () => {
    const response = await fetch(`${server().baseUrl}/assets/index-Ab12Cd34.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(asset);
  });

  it('does not cache unhashed files for long', async () => {
    const response = await fetch(`${server().baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
