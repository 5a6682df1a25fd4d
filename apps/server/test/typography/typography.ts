import ts from 'typescript';

/** A typography mistake in one catalogue string, with the rule it breaks (shown by the test). */
export interface TypographyProblem {
  rule: string;
  text: string;
  line: number;
}

const NBSP = '\u00a0\u202f';

/**
 * The French rules of UX.md a machine can check without false alarms. A colon between digits
 * (« 10:30 ») or before a slash (« https:// »), and a « ? » inside a URL (« ?page=2 ») are not
 * punctuation, hence the look-ahead on what follows the mark.
 */
const RULES: readonly { rule: string; pattern: RegExp }[] = [
  { rule: 'apostrophe droite (’ attendue)', pattern: /'/ },
  { rule: 'guillemets droits (« … » attendus)', pattern: /"/ },
  { rule: 'trois points (… attendu)', pattern: /\.\.\./ },
  // A « ending a template piece is followed by an expression, which may hold the space (`${nb}`).
  { rule: '« sans espace insécable après', pattern: new RegExp(`«(?!$|[${NBSP}])`) },
  { rule: '» sans espace insécable avant', pattern: new RegExp(`(?<!^|[${NBSP}])»`) },
  {
    rule: 'ponctuation haute collée ou après une espace ordinaire (espace insécable attendue)',
    pattern: new RegExp(`(?:[\\p{L}\\p{N})»]| )[?!:;](?=$|[\\s${NBSP}».,)])`, 'u'),
  },
  { rule: 'trait d’union utilisé comme tiret (– attendu)', pattern: / - / },
  { rule: 'trait d’union utilisé comme signe moins (− attendu)', pattern: /(?:^|[\s(])-\d/ },
  { rule: '« e-mail » s’écrit ainsi', pattern: /(?<![@.\-/\p{L}])[Ee]mail(?![@\p{L}]|\.\p{L})/u },
];

export function typographyProblemsIn(text: string): string[] {
  return RULES.filter(({ pattern }) => pattern.test(text)).map(({ rule }) => rule);
}

/**
 * Every string a catalogue file writes — plain, template (outside `${…}`), inside functions too —
 * read with the TypeScript parser so that comments, identifiers and keys are not checked.
 */
export function catalogueProblems(fileName: string, source: string): TypographyProblem[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const problems: TypographyProblem[] = [];
  const check = (node: ts.Node, text: string) => {
    for (const rule of typographyProblemsIn(text)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      problems.push({ rule, text, line });
    }
  };
  const visit = (node: ts.Node) => {
    // Import paths and `as const` keys are code, not words a user reads.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!ts.isPropertyName(node) || !ts.isPropertyAssignment(node.parent) || node.parent.name !== node) {
        check(node, node.text);
      }
    } else if (ts.isTemplateExpression(node)) {
      check(node, node.head.text);
      for (const span of node.templateSpans) check(span, span.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

const VISIBLE_ATTRIBUTES = /^(label|placeholder|title|aria-label|description|alt|hint)$/;

/** The words a component still writes itself (JSX text and visible attributes), same rules. */
export function componentProblems(fileName: string, source: string): TypographyProblem[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems: TypographyProblem[] = [];
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    if (ts.isJsxText(node)) text = node.text.trim();
    else if (
      ts.isJsxAttribute(node) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      VISIBLE_ATTRIBUTES.test(node.name.getText(file))
    )
      text = node.initializer.text;
    if (text && /\p{L}{2,}/u.test(text)) {
      for (const rule of typographyProblemsIn(text)) {
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        problems.push({ rule, text, line });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}
