// Who imports whom among the project's own modules, read from the source with TypeScript's parser:
// type-only imports count (`import type`, `export type … from`, `import('…').T`), since a cycle of
// types couples modules as much as one of values, and so do `import()` expressions. Packages are
// left out: they are never ours.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const scripts = /\.(ts|tsx|mts|cts|js|mjs)$/;

/** The file a specifier names from `from`, through the `#shared/*` and `#machines/*` aliases; undefined for a package. */
export function resolveImport(root: string, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('#shared/')) base = path.join(root, 'src/shared', specifier.slice('#shared/'.length));
  else if (specifier.startsWith('#machines/')) base = path.join(root, 'machines', specifier.slice('#machines/'.length));
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.d.ts`, base.replace(/\.js$/, '.ts'), path.join(base, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

function specifiersOf(file: string): string[] {
  const found: string[] = [];
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each file's imports of the project's own files (absolute paths), read once per file. */
export function createImportGraph(root: string): (file: string) => string[] {
  const importsOf = new Map<string, string[]>();
  return (file) => {
    let imported = importsOf.get(file);
    if (!imported) {
      imported = scripts.test(file) ? specifiersOf(file).flatMap((specifier) => resolveImport(root, file, specifier) ?? []) : [];
      importsOf.set(file, imported);
    }
    return imported;
  };
}
