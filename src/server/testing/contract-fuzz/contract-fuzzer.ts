// Drives fuzzed requests at the real app over real HTTP, signed in (a real login through the
// development IdP, with the session's CSRF token, so requests get past the session and CSRF checks
// to validation and the handlers) and signed out (an anonymous session with its own token), and
// holds each answer to the contract: never a 5xx, and every 4xx the shared error body.
import fc from 'fast-check';
import { isRecipientId, type RecipientId } from '../../applications/recipient-id';
import { newWebhookSecret } from '../../deliveries/recipient-secrets';
import { recipientSecretsOf } from '../../deliveries/testing/delivered-application';
import type { Keys } from '../../submission/testing/submission-client';
import type { TestServer } from '../test-server';
import { signInResident } from '../signed-in-resident';
import { TestBrowser } from '../test-browser';
import type { Contract, FuzzOperation } from './contract-operations';
import { inputKinds, inputsOf, validInputs, type InputKind, type RequestInputs } from './fuzz-inputs';
import { sendWire, type WireReply } from './fuzz-transport';
import { bodyEncodings, wireRequest, type BodyEncoding, type Credentials } from './wire-request';

export type CaseKind = InputKind | 'content-type';

export interface FuzzCase {
  operation: FuzzOperation;
  kind: CaseKind;
  inputs: RequestInputs;
  encoding: BodyEncoding;
  signedIn: boolean;
}

/** The kinds an operation is fuzzed with: every input kind, and the content types on a POST. */
export const caseKindsOf = (operation: FuzzOperation): CaseKind[] => [...inputKinds, ...(operation.method === 'POST' ? (['content-type'] as const) : [])];

/** Cases of one kind for an operation; a content-type case sends valid inputs in one of the encodings. */
export function caseArbitrary(contract: Contract, operation: FuzzOperation, kind: CaseKind, signedIn: fc.Arbitrary<boolean>, encodings: readonly BodyEncoding[] = bodyEncodings): fc.Arbitrary<FuzzCase> {
  const inputs = kind === 'content-type' ? validInputs(contract, operation) : inputsOf(contract, operation, kind);
  const encoding = kind === 'content-type' ? fc.constantFrom(...encodings) : fc.constant(bodyEncodings[0]!);
  return fc.record({ inputs, encoding, signedIn }).map((made) => ({ operation, kind, ...made }));
}

type Session = Omit<Credentials, 'webhook'>;

const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
const cut = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text);

/** How an answer breaks the contract, or null: a 5xx, or a 4xx without the shared error body. */
export function breachOf(contract: Pick<Contract, 'isErrorBody'>, reply: Pick<WireReply, 'status' | 'contentType' | 'body'>): string | null {
  if (reply.status >= 500) return 'a server error';
  if (reply.status < 400) return null;
  if (!/^application\/json\b/i.test(reply.contentType)) return 'a 4xx that is not JSON';
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    return 'a 4xx whose body does not parse';
  }
  if (!contract.isErrorBody(body)) return `a 4xx that is not the contract's ErrorBody (${JSON.stringify(contract.isErrorBody.errors)})`;
  return null;
}

export class ContractFuzzer {
  readonly byOperation = new Map<string, number>();
  readonly byKind = new Map<CaseKind, number>();
  readonly byEncoding = new Map<string, number>();
  readonly byStatus = new Map<number, number>();
  readonly byAuth = new Map<'signed in' | 'signed out', number>();
  /** Statuses signed in and signed out, apart: signed in, valid inputs reach the handlers. */
  readonly byStatusSignedIn = new Map<number, number>();
  /** Logins made again after a case ended the session (logout, a login callback). */
  logins = 0;
  serverErrors = 0;
  #signedIn: Session | undefined;
  #signedOut: Session | undefined;

  /**
   * `keys` are the server's (its env from knownKeys()), to read the recipients' secrets a signed
   * call needs; signed in, the fuzzer is the dev IdP's test resident at `residentIndex`.
   */
  constructor(
    readonly server: TestServer,
    readonly contract: Contract,
    readonly options: { keys: Keys; residentIndex: number },
  ) {}

  get cases(): number {
    return [...this.byStatus.values()].reduce((sum, n) => sum + n, 0);
  }

  async #credentials(signedIn: boolean): Promise<Session> {
    const cookieOf = (browser: TestBrowser) => {
      const value = browser.cookie(this.contract.sessionCookie);
      if (!value) throw new Error('the browser holds no session cookie');
      return `${this.contract.sessionCookie}=${value}`;
    };
    if (signedIn) {
      if (!this.#signedIn) {
        this.logins += 1;
        const { browser, csrf } = await signInResident(this.server.baseUrl, { residentIndex: this.options.residentIndex });
        this.#signedIn = { cookie: cookieOf(browser), csrfToken: csrf };
      }
      return this.#signedIn;
    }
    if (!this.#signedOut) {
      const browser = new TestBrowser(this.server.baseUrl);
      const csrfToken = await browser.csrfToken();
      this.#signedOut = { cookie: cookieOf(browser), csrfToken };
    }
    return this.#signedOut;
  }

  /**
   * What signs a Standard Webhooks call: signed in, the secrets of the recipient its path names (a
   * recipient's server); signed out, a secret of no one's (a forger).
   */
  async #webhookSigner({ operation, inputs, signedIn }: FuzzCase): Promise<Credentials['webhook']> {
    const now = this.server.clock.now();
    const signed = operation.parameters.some((parameter) => parameter.name.toLowerCase() === this.contract.webhookSignatureHeader.toLowerCase());
    const recipient = Object.values(inputs.path).find((value): value is RecipientId => typeof value === 'string' && isRecipientId(value));
    if (!signed || !signedIn || recipient === undefined) return { secrets: [newWebhookSecret()], now };
    return { secrets: await recipientSecretsOf(this.server, this.options.keys).ensure(recipient), now };
  }

  /** Sends one case and throws, describing it, when the answer breaks the contract. */
  async check(fuzzCase: FuzzCase): Promise<void> {
    const { operation, kind, inputs, encoding, signedIn } = fuzzCase;
    // Each case meets the limits afresh, so that it reaches validation and its handler: the
    // limits themselves are proven by their own suites.
    await this.server.database.query('delete from rate_limits');
    const credentials = { ...(await this.#credentials(signedIn)), webhook: await this.#webhookSigner(fuzzCase) };
    const request = wireRequest(this.contract.basePath, operation, inputs, credentials, encoding);
    let reply: WireReply;
    try {
      reply = await sendWire(this.server.baseUrl, request);
    } catch (error) {
      throw new Error(`${this.#describe(fuzzCase, request.target, request.body)}\nno answer: ${(error as Error).message}`);
    }
    // A session the case ended or replaced (logout, a login) is made again for the next case.
    if (reply.setsCookie) {
      if (signedIn) this.#signedIn = undefined;
      else this.#signedOut = undefined;
    }
    count(this.byOperation, operation.operationId);
    count(this.byKind, kind);
    if (kind === 'content-type') count(this.byEncoding, encoding.name);
    count(this.byStatus, reply.status);
    count(this.byAuth, signedIn ? 'signed in' : 'signed out');
    if (signedIn) count(this.byStatusSignedIn, reply.status);
    const broken = breachOf(this.contract, reply);
    if (reply.status >= 500) this.serverErrors += 1;
    if (broken) throw new Error(`${this.#describe(fuzzCase, request.target, request.body)}\n${broken}: ${reply.status} ${reply.contentType} ${cut(reply.body)}`);
  }

  #describe({ operation, kind, encoding, signedIn }: FuzzCase, target: string, body: Buffer | undefined): string {
    const how = kind === 'content-type' ? `content type “${encoding.name}”` : kind;
    return `${operation.method} ${operation.path} (${operation.operationId}), ${how}, ${signedIn ? 'signed in' : 'signed out'}\n${cut(target)}\nbody: ${body ? cut(body.toString('utf8')) : 'none'}`;
  }
}
