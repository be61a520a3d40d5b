// A validator for one schema of the bundled contract (openapi/), so the tests check every built
// message against the webhooks section it documents.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadBundledSpec } from '../../../../openapi/load-spec';

let contract: Promise<Ajv2020> | undefined;

async function loadContract(): Promise<Ajv2020> {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...(await loadBundledSpec()), $id: 'contract' } as object);
  return ajv;
}

export async function contractSchema(name: string): Promise<ValidateFunction> {
  contract ??= loadContract();
  const validate = (await contract).getSchema(`contract#/components/schemas/${name}`);
  if (!validate) throw new Error(`no schema ${name} in the contract`);
  return validate;
}
