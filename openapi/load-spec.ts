// Bundles the split contract into one document whose only refs are local `#/components/...` ones.
// fastify-openapi-glue needs a single object, and the bundler is the one openapi-typescript uses
// (with the same settings), so the server validates against exactly what the types describe.
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import type { OpenAPI3 } from 'openapi-typescript';

export type OpenAPIDocument = OpenAPI3;

/** Absolute path of the contract's root file. */
export const specPath = fileURLToPath(new URL('./openapi.yaml', import.meta.url));

/** The whole contract as one plain object, ready for fastify-openapi-glue's `specification`. */
export async function loadBundledSpec(): Promise<OpenAPIDocument> {
  // Lint rules play no part in bundling (redocly.yaml is for `redocly lint`); this mirrors the
  // openapi-typescript CLI, which bundles with the `minimal` ruleset.
  const config = await createConfig({}, { extends: ['minimal'] });
  const { bundle: document, problems } = await bundle({ ref: specPath, config, dereference: false });
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`openapi/openapi.yaml does not bundle: ${errors.map((problem) => problem.message).join('; ')}`);
  }
  return document.parsed as OpenAPIDocument;
}
