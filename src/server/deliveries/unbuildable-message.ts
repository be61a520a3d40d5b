/** Thrown when the stored application has nothing for this recipient: the delivery cannot succeed. */
export class UnbuildableMessage extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnbuildableMessage';
  }
}
