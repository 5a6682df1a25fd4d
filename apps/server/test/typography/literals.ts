import ts from 'typescript';

/** Words a component writes itself instead of taking them from a catalogue (shown by the test). */
export interface LiteralText {
  text: string;
  line: number;
}

/** Attributes a user reads or hears (a screen reader reads `aria-label`, a tooltip shows `title`). */
const VISIBLE_ATTRIBUTES = /^(label|placeholder|title|aria-label|alt|description|hint)$/;

/** The same words passed as an object to a component: `back={{ to: '/', label: 'Retour' }}`. */
const VISIBLE_PROPERTIES = /^(label|placeholder|title|ariaLabel|alt|description|hint)$/;

/** Any letter: « m² » or « h » are words too, a lone « · », « – » or « / » is not. */
const HAS_LETTER = /\p{L}/u;

/**
 * The string literals an expression can evaluate to when it is shown: itself, both branches of
 * a condition, the fallback of `a ?? 'b'` / `a || 'b'` and the right side of `ok && 'b'`. A literal
 * passed to a function (`format('fr-FR')`, `cn('…')`) or compared (`x === 'sale'`) is code.
 */
function shownLiterals(expression: ts.Expression | undefined): ts.Node[] {
  if (!expression) return [];
  if (
    ts.isStringLiteral(expression) ||
    ts.isNoSubstitutionTemplateLiteral(expression) ||
    ts.isTemplateExpression(expression)
  )
    return [expression];
  if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(expression.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
      return [...shownLiterals(expression.left), ...shownLiterals(expression.right)];
  }
  return [];
}

/** A template's fixed parts, its expressions written `${…}`: « ${count} biens » still holds a word. */
function literalText(node: ts.Node): string {
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `\${…}${span.literal.text}`).join('');
  return (node as ts.StringLiteral | ts.NoSubstitutionTemplateLiteral).text;
}

/**
 * Every word a component shows that is written in the component (UX.md: « Put these in the message
 * catalogues, not scattered in components »): JSX text, and the string literals of JSX children
 * and of visible attributes. Read with the TypeScript parser, so `className`, keys, imports and
 * comments are not words.
 */
export function literalTexts(fileName: string, source: string): LiteralText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: LiteralText[] = [];
  const record = (node: ts.Node, text: string) => {
    if (!HAS_LETTER.test(text)) return;
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push({ text, line });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) record(node, node.text.trim());
    else if (
      ts.isJsxAttribute(node) &&
      node.initializer &&
      VISIBLE_ATTRIBUTES.test(node.name.getText(file))
    ) {
      if (ts.isStringLiteral(node.initializer)) record(node, node.initializer.text);
      else if (ts.isJsxExpression(node.initializer))
        for (const literal of shownLiterals(node.initializer.expression))
          record(literal, literalText(literal));
    } else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      for (const literal of shownLiterals(node.expression)) record(literal, literalText(literal));
    else if (
      ts.isPropertyAssignment(node) &&
      VISIBLE_PROPERTIES.test(node.name.getText(file)) &&
      node.parent.parent &&
      ts.isJsxExpression(node.parent.parent)
    )
      for (const literal of shownLiterals(node.initializer)) record(literal, literalText(literal));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
