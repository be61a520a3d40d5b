// Phase numbers and flow names are the flow registry's (src/shared/flows.ts, issue 25): code
// elsewhere reads them from `flows` / `flowList`, or from a FlowDefinition property that names
// what a comparison meant, so adding a flow stays one entry in the registry.
const flowNames = new Set(['normal', 'addition', 'revocation']);
const equality = /^[!=]==?$/;
const sessionReadLiteral = /user_session\/\d/;

const isNumber = (node) => node.type === 'Literal' && typeof node.value === 'number';
const keyNamed = (node, name) => !node.computed && (node.key?.name === name || node.key?.value === name);
const propertyNamed = (node, name) => node.type === 'MemberExpression' && !node.computed && node.property.name === name;
const isPhase = (node) => (node.type === 'Identifier' && node.name === 'phase') || propertyNamed(node, 'phase');
const isFlowName = (node) => node.type === 'Literal' && flowNames.has(node.value);
const eitherWay = (node, left, right) => (left(node.left) && right(node.right)) || (left(node.right) && right(node.left));

/** @type {import('eslint').Rule.RuleModule} */
const noFlowLiterals = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      phase: 'A phase number belongs to the flow registry (src/shared/flows.ts): use flows.<flow>.phase, flowList or a FlowDefinition property.',
      sessionRead: 'user_session/<phase> is named by the flow registry: use sessionReadOf(flow) from src/shared/flows.ts.',
      flowName: "Comparing a flow's name encodes a property of the flow: name it on the FlowDefinition in the flow registry (src/shared/flows.ts) and read that.",
    },
  },
  create(context) {
    const report = (node, messageId) => context.report({ node, messageId });
    return {
      BinaryExpression(node) {
        if (!equality.test(node.operator)) return;
        if (eitherWay(node, isPhase, isNumber)) report(node, 'phase');
        if (eitherWay(node, (side) => propertyNamed(side, 'name'), isFlowName)) report(node, 'flowName');
      },
      Property(node) {
        if (keyNamed(node, 'phase') && isNumber(node.value)) report(node, 'phase');
      },
      // `phase: 2` as a type: a parameter's or a property signature's.
      TSLiteralType(node) {
        const owner = node.parent.type === 'TSTypeAnnotation' ? node.parent.parent : null;
        const named = owner && ((owner.type === 'Identifier' && owner.name === 'phase') || (owner.type === 'TSPropertySignature' && keyNamed(owner, 'phase')));
        if (named && isNumber(node.literal)) report(node, 'phase');
      },
      Literal(node) {
        if (typeof node.value === 'string' && sessionReadLiteral.test(node.value)) report(node, 'sessionRead');
      },
      TemplateElement(node) {
        if (sessionReadLiteral.test(node.value.cooked ?? node.value.raw)) report(node, 'sessionRead');
      },
    };
  },
};

export const flowRegistryPlugin = { rules: { 'no-flow-literals': noFlowLiterals } };
