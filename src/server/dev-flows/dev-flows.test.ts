// The development statecharts (issue 29, point 2): outside production /dev-flows draws every
// machine of machines/ from its own definition, serves its script, stylesheet and each machine's
// Stately Studio JSON itself (nothing from another origin), and the SPA's page names the channel
// the flows' states are posted on. In production there is no /dev-flows and the page names none.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { machineModules } from '#machines/all-machines';
import { machineDiagramsOf } from '#machines/test-support/machine-diagrams';
import { stateIdsOf } from '#machines/test-support/path-replay';
import { devFlowsChannel, devFlowsMetaName } from '#shared/config/dev-flows';
import { productionEnv } from '../testing/production-env';
import { useTestServer } from '../testing/test-server';

const webRoots: string[] = [];
afterAll(() => webRoots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A built SPA of one page, enough to see what the server puts in its head. */
function webRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'utsuru-flows-web-'));
  webRoots.push(root);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>うつる</title></head><body></body></html>');
  return root;
}

const machines = machineDiagramsOf(machineModules);
const meta = `<meta name="${devFlowsMetaName}" content="${devFlowsChannel}">`;

describe('/dev-flows outside production', () => {
  const server = useTestServer({ webRoot: webRoot() });
  const get = (url: string) => fetch(`${server().baseUrl}${url}`);

  it('draws every machine with all its states, and a table of them beside each drawing', async () => {
    const response = await get('/dev-flows');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(machines.length).toBeGreaterThanOrEqual(10);
    for (const { name, machine } of machines) {
      const svg = new RegExp(`<svg [^>]*data-machine="${machine.id}"[\\s\\S]*?</svg>`).exec(page)?.[0] ?? '';
      expect(svg, machine.id).toContain(`（${machine.id}）の状態遷移図</title>`);
      for (const id of stateIdsOf(machine)) {
        expect(svg, `${machine.id} ${id}`).toContain(`data-state="${id}"`);
        expect(page).toContain(`href="#chart-${name}-s-${id.replaceAll('.', '--')}">${id}</a>`);
      }
      expect(page).toContain(`href="/dev-flows/machines/${name}.json"`);
    }
  });

  it('loads nothing from another origin: its script, stylesheet and JSON are its own', async () => {
    const response = await get('/dev-flows');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    const page = await response.text();
    const references = [...page.matchAll(/(?:src|href)="([^"#][^"]*)"/g)].map((match) => match[1] as string);
    expect(references.filter((reference) => !reference.startsWith('/'))).toEqual([]);
    expect(references).toEqual(expect.arrayContaining(['/dev-flows/assets/flows.js', '/dev-flows/assets/flows.css']));
    const script = await get('/dev-flows/assets/flows.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain(`new BroadcastChannel(${JSON.stringify(devFlowsChannel)})`);
    expect((await get('/dev-flows/assets/flows.css')).status).toBe(200);
    const json = await get('/dev-flows/machines/readiness.json');
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await json.json()).toMatchObject({ id: 'readiness', initial: 'loading', states: { failing: { on: { RETRY: { target: '#readiness.loading' } } } } });
    expect((await get('/dev-flows/machines/nothing.json')).status).toBe(404);
  });

  it('has the SPA name the channel its flows post their states on', async () => {
    expect(await (await get('/mypage')).text()).toContain(meta);
  });
});

describe('/dev-flows in production', () => {
  const server = useTestServer({ webRoot: webRoot(), env: productionEnv });

  it('does not exist, and the SPA names no channel', async () => {
    for (const url of ['/dev-flows', '/dev-flows/assets/flows.js', '/dev-flows/assets/flows.css', '/dev-flows/machines/readiness.json']) {
      expect((await fetch(`${server().baseUrl}${url}`)).status, url).toBe(404);
    }
    expect(await (await fetch(`${server().baseUrl}/mypage`)).text()).not.toContain(devFlowsMetaName);
  });
});
