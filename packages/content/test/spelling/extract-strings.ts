// Finds the Dutch texts a participant can read in our sources: JSX text and string or template
// literals, parsed with the TypeScript compiler (no regular expressions over code).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FoundText {
  file: string;
  text: string;
  /** Text between JSX tags: always shown. */
  jsx: boolean;
}

/** Where user-facing Dutch lives. Tests, office-only English and generated files are left out. */
export const TEXT_ROOTS = [
  'apps/web/src',
  'apps/api/src',
  'packages/domain/src',
  'packages/content/src',
] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.(test|spec|d)\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

/** Calls whose string arguments are for developers, not participants. */
const DEVELOPER_CALLS =
  /^(console\.\w+|log\.\w+|logger\.\w+|\w+\.log\.\w+|require|import|describe|it|test)$/;
/** JSX attributes that hold class names, ids, URLs or keys rather than text. */
const CODE_ATTRIBUTES = new Set([
  'className',
  'id',
  'href',
  'to',
  'src',
  'type',
  'name',
  'role',
  'htmlFor',
  'autoComplete',
  'inputMode',
  'rel',
  'target',
  'method',
  'action',
  'side',
  'align',
  'variant',
  'lang',
  'loading',
  'decoding',
  'key',
  'accept',
  'pattern',
  'data-state',
  'data-testid',
  'enterKeyHint',
]);

/** Data fields that are Latin, English or codes, not Dutch text. */
const CODE_PROPERTIES = new Set(['scientificName', 'englishName', 'family', 'id', 'kind', 'area']);

/** The API's OpenAPI texts are English, for developers. */
const API_DOC_PROPERTIES = new Set(['description', 'summary', 'name']);

function skipped(node: ts.Node, file: string): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isPropertyAssignment(parent)) {
    const key = parent.name.getText();
    if (CODE_PROPERTIES.has(key)) return true;
    if (file.startsWith('apps/api/') && API_DOC_PROPERTIES.has(key)) return true;
  }
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  if (ts.isImportTypeNode(parent) || ts.isLiteralTypeNode(parent)) return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent)) return true;
  if (ts.isJsxAttribute(parent) && CODE_ATTRIBUTES.has(parent.name.getText())) return true;
  if (ts.isCallExpression(parent) && DEVELOPER_CALLS.test(parent.expression.getText())) return true;
  if (ts.isNewExpression(parent) && /Error$/.test(parent.expression.getText())) return true;
  if (ts.isCaseClause(parent) || ts.isBinaryExpression(parent)) return true;
  return false;
}

export function extractTexts(repoRoot: string): FoundText[] {
  const found: FoundText[] = [];
  for (const root of TEXT_ROOTS) {
    for (const path of sourceFiles(join(repoRoot, root))) {
      const file = relative(repoRoot, path);
      const source = ts.createSourceFile(
        path,
        readFileSync(path, 'utf8'),
        ts.ScriptTarget.Latest,
        true,
        path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      const visit = (node: ts.Node) => {
        if (ts.isJsxText(node)) {
          const text = node.getText().trim();
          if (text) found.push({ file, text, jsx: true });
        } else if (
          (ts.isStringLiteral(node) ||
            ts.isNoSubstitutionTemplateLiteral(node) ||
            ts.isTemplateHead(node) ||
            ts.isTemplateMiddle(node) ||
            ts.isTemplateTail(node)) &&
          !skipped(
            ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
              ? node
              : node.parent,
            file,
          )
        ) {
          found.push({ file, text: node.text, jsx: false });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}
