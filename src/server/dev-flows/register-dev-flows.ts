// Mounts the development statecharts (issue 29, point 2) under /dev-flows: every machine drawn
// from its own definition, live with the state a resident's tab reports, and each machine's
// Stately Studio JSON. Registered only outside production (app.ts), like /dev-mail: in
// production /dev-flows does not exist. Everything it needs is served here: no CDN, no internet.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { machineModules } from '#machines/all-machines';
import { machineDiagramsOf } from '#machines/test-support/machine-diagrams';
import { devFlowsMount } from '#shared/config/dev-flows';
import { studioJsonOf } from '#shared/statechart/studio-config';
import { pageHeaders } from '../dev-idp/html';
import { renderFlowsPage, type FlowChart } from './flows-page';
import { flowsScript } from './flows-script';
import { flowsStylesheet } from './flows-stylesheet';

/** Every machine of machines/, named as `npm run diagrams` names them. */
export const flowCharts = (): FlowChart[] => machineDiagramsOf(machineModules);

/** The page's headers: the development pages' CSP, with the page's own same-origin script. */
const headers = (() => {
  const base = pageHeaders([]);
  return { ...base, 'content-security-policy': `${base['content-security-policy']}; script-src 'self'` };
})();

const asset = (reply: FastifyReply, type: string, body: string) =>
  reply.header('content-type', `${type}; charset=utf-8`).header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff').send(body);

export async function registerDevFlows(app: FastifyInstance): Promise<void> {
  const charts = flowCharts();
  let page: string | undefined;
  await app.register(
    async (scope) => {
      scope.get('/assets/flows.css', async (_request, reply) => asset(reply, 'text/css', flowsStylesheet));
      scope.get('/assets/flows.js', async (_request, reply) => asset(reply, 'text/javascript', flowsScript));
      // Drawn on the first visit, once: the machines do not change while the process runs.
      scope.get('/', async (_request, reply) => reply.code(200).headers(headers).send((page ??= renderFlowsPage(charts))));
      scope.get<{ Params: { name: string } }>('/machines/:name', async (request, reply) => {
        const chart = charts.find((candidate) => `${candidate.name}.json` === request.params.name);
        if (!chart) return reply.code(404).header('content-type', 'application/json; charset=utf-8').send({ error: 'not found' });
        return asset(reply, 'application/json', studioJsonOf(chart.machine));
      });
    },
    { prefix: devFlowsMount },
  );
}
