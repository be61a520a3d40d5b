// The spec declares X-CSRF-TOKEN as a required header of every POST, so the generated types
// would make each caller pass it. The client's middleware sends it instead (brief §3), so
// callers see the same paths with that one header removed.
import type { paths } from '#shared/api/schema';

type CsrfHeaderName = 'X-CSRF-TOKEN';

type WithoutCsrfParams<Params> = Params extends { header: infer Header }
  ? Omit<Params, 'header'> & (keyof Omit<Header, CsrfHeaderName> extends never
    ? { header?: never }
    : { header: Omit<Header, CsrfHeaderName> })
  : Params;

type WithoutCsrfHeader<Operation> = Operation extends { parameters: infer Params }
  ? Omit<Operation, 'parameters'> & { parameters: WithoutCsrfParams<Params> }
  : Operation;

export type ClientPaths = {
  [Path in keyof paths]: {
    [Method in keyof paths[Path]]: WithoutCsrfHeader<paths[Path][Method]>;
  };
};
