/**
 * Every message the API can send a learner, read from its sources with the TypeScript compiler, so
 * that error-messages.test.ts fails when one has no Arabic. A message is a string (a template's
 * values as `{}`, the catalogue's notation) that reaches:
 *   - an error helper of lib/errors.ts (badRequest, forbidden, conflict, …, their default texts),
 *     addFieldError's message or `new ApiError(status, body)`;
 *   - a `detail:` (every body's message, errors and successes alike) or a `reason:` (why PayPal's
 *     payment failed, said inside "The payment was not completed: {}.");
 *   - the return of a function named …Problem(s) (an answer's, a password's, a coupon's problem).
 * Constants, object properties, `problems.push(…)` and the returns of called functions are followed
 * to their texts wherever they are declared (the grader's answer rules are in the contract).
 * What cannot be followed (a parameter, a value typed only by an interface) is listed as
 * unresolved, so the test can tell a new, unfollowable message path from a known one.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const API_SRC = path.resolve(__dirname, '..');
const REPO = path.resolve(API_SRC, '..', '..');
const CONTRACT_SRC = path.join(REPO, 'contract', 'src');

/**
 * Folders whose texts no learner reads: the back-office (staff only; its copy is English in both
 * languages, README), release tooling, the browser's telemetry beacons, health probes, background
 * jobs, the database and content CLIs, and the tests.
 */
const NOT_LEARNER_FACING = [
  'modules/admin/',
  'modules/releases/',
  'modules/telemetry/',
  'modules/health/',
  'modules/transcode/',
  'modules/jobs/',
  'db/',
  'cli/',
  'content/',
  'test/',
  'lib/env-types.ts',
  'config',
];

const ERROR_HELPERS = new Set([
  'badRequest',
  'nonFieldError',
  'notAuthenticated',
  'forbidden',
  'notFound',
  'conflict',
  'unavailable',
  'notImplemented',
]);
const MESSAGE_PROPERTIES = new Set(['detail', 'reason']);
/** PayPal's own diagnostics passed on (the client reads `details[0].issue`): codes, not copy. */
const DIAGNOSTIC_PROPERTIES = new Set(['details', 'debug_id']);
/** Where the helpers are defined: their bodies pass messages on, they write none. */
const HELPERS_FILE = path.join(API_SRC, 'lib', 'errors.ts');
const PROBLEM_FUNCTION = /problems?$/i;

export interface ScannedMessages {
  /** English messages, `{}` for a value, each with the files that can send it. */
  messages: Map<string, Set<string>>;
  /** "file: expression" for message expressions that could not be followed to a text. */
  unresolved: Set<string>;
}

function walkFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walkFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The API's learner-facing source files, and the grader whose answer problems it sends. */
export function learnerFacingFiles(): string[] {
  const api = walkFiles(API_SRC).filter((file) => {
    const relative = path.relative(API_SRC, file).split(path.sep).join('/');
    if (/\.test\.ts$|-test-kit\.ts$|\.d\.ts$/.test(relative)) return false;
    return !NOT_LEARNER_FACING.some((prefix) => relative.startsWith(prefix));
  });
  return [...api, path.join(CONTRACT_SRC, 'grading', 'answers.ts')];
}

/** A template as the catalogue writes it: "Section {} is locked: it was left." */
function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
}

export function scanMessages(files = learnerFacingFiles()): ScannedMessages {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    baseUrl: REPO,
    paths: {
      '@academy/contract': ['contract/src/index.ts'],
      '@academy/contract/grading': ['contract/src/grading/index.ts'],
      '@academy/contract/rules': ['contract/src/rules/index.ts'],
    },
    noEmit: true,
    noLib: true,
    types: [],
  };
  // Our own files only: the packages' typings hold no message of ours and take seconds to load.
  const host = ts.createCompilerHost(options);
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map(({ text }) =>
      text.startsWith('.') || text.startsWith('@academy/contract')
        ? ts.resolveModuleName(text, containingFile, options, host)
        : { resolvedModule: undefined },
    );
  const program = ts.createProgram(files, options, host);
  const checker = program.getTypeChecker();
  const messages = new Map<string, Set<string>>();
  const unresolved = new Set<string>();
  const where = (node: ts.Node) =>
    path.relative(REPO, node.getSourceFile().fileName).split(path.sep).join('/');

  const add = (text: string, from: ts.Node) => {
    const files = messages.get(text) ?? new Set<string>();
    files.add(where(from));
    messages.set(text, files);
  };

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    // `{ detail }`: the variable, not the property it makes.
    let symbol = ts.isShorthandPropertyAssignment(node.parent)
      ? checker.getShorthandAssignmentValueSymbol(node.parent)
      : checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  /** The expressions a function returns (not those of functions nested in it). */
  const returnsOf = (fn: ts.SignatureDeclaration): ts.Expression[] => {
    const body = (fn as ts.FunctionLikeDeclarationBase).body;
    if (!body) return [];
    if (!ts.isBlock(body)) return [body];
    const found: ts.Expression[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
    return found;
  };

  /** `list.push(…)`, `errors.email = …`, `errors[field] = …` on a local, in its scope. */
  const writesTo = (declaration: ts.VariableDeclaration): ts.Expression[] => {
    if (!ts.isIdentifier(declaration.name)) return [];
    const name = declaration.name.text;
    const scope = ts.findAncestor(declaration, (node) => ts.isBlock(node) || ts.isSourceFile(node));
    if (!scope) return [];
    const symbol = checker.getSymbolAtLocation(declaration.name);
    const isIt = (node: ts.Expression) =>
      ts.isIdentifier(node) && node.text === name && checker.getSymbolAtLocation(node) === symbol;
    const found: ts.Expression[] = [];
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'push' &&
        isIt(node.expression.expression)
      ) {
        found.push(...node.arguments);
      }
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        (ts.isPropertyAccessExpression(node.left) || ts.isElementAccessExpression(node.left)) &&
        isIt(node.left.expression)
      ) {
        found.push(node.right);
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(scope, visit);
    return found;
  };

  /** A called function's returns; an interface method's implementations in the same file. */
  const calleeReturns = (call: ts.CallExpression): ts.Expression[] | null => {
    const declaration = declarationOf(
      ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression,
    );
    if (!declaration || declaration.getSourceFile().isDeclarationFile) return null;
    const fn =
      ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)
        ? declaration.initializer
        : declaration;
    if (fn && (ts.isFunctionLike(fn) as boolean) && (fn as ts.FunctionLikeDeclaration).body) {
      return returnsOf(fn as ts.SignatureDeclaration);
    }
    if (ts.isMethodSignature(declaration) && ts.isIdentifier(declaration.name)) {
      const name = declaration.name.text;
      const implementations: ts.Expression[] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isMethodDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
          implementations.push(...returnsOf(node));
        }
        ts.forEachChild(node, visit);
      };
      visit(declaration.getSourceFile());
      return implementations;
    }
    return null;
  };

  const seen = new Set<ts.Node>();
  const collect = (node: ts.Expression | undefined): void => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      add(node.text, node);
    } else if (ts.isTemplateExpression(node)) {
      add(templateText(node), node);
    } else if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isSatisfiesExpression(node)
    ) {
      collect(node.expression);
    } else if (ts.isConditionalExpression(node)) {
      collect(node.whenTrue);
      collect(node.whenFalse);
    } else if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
        node.operatorToken.kind,
      )
    ) {
      collect(node.left);
      collect(node.right);
    } else if (ts.isArrayLiteralExpression(node)) {
      node.elements.forEach((element) =>
        collect(ts.isSpreadElement(element) ? element.expression : element),
      );
    } else if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (
          ts.isPropertyAssignment(property) &&
          ts.isIdentifier(property.name) &&
          DIAGNOSTIC_PROPERTIES.has(property.name.text)
        ) {
          continue;
        }
        if (ts.isPropertyAssignment(property)) collect(property.initializer);
        else if (ts.isShorthandPropertyAssignment(property)) collect(property.name);
        else if (ts.isSpreadAssignment(property)) collect(property.expression);
      }
    } else if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      if (ts.isIdentifier(node) && node.text === 'undefined') return;
      const declaration = declarationOf(ts.isIdentifier(node) ? node : node.name);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
        collect(declaration.initializer);
        writesTo(declaration).forEach(collect);
      } else if (declaration && ts.isPropertyAssignment(declaration)) {
        collect(declaration.initializer);
      } else {
        unresolved.add(`${where(node)}: ${node.getText()}`);
      }
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      // An error helper called for its error: its message is collected as a sink of its own.
      if (ts.isIdentifier(callee) && ERROR_HELPERS.has(callee.text)) return;
      const returned = calleeReturns(node);
      if (returned) returned.forEach(collect);
      else unresolved.add(`${where(node)}: ${node.getText()}`);
    } else if (
      node.kind !== ts.SyntaxKind.NullKeyword &&
      !ts.isNumericLiteral(node) &&
      node.kind !== ts.SyntaxKind.TrueKeyword &&
      node.kind !== ts.SyntaxKind.FalseKeyword
    ) {
      unresolved.add(`${where(node)}: ${node.getText()}`);
    }
  };

  const helperDefaults = (call: ts.CallExpression) => {
    const declaration = declarationOf(call.expression);
    const fn =
      declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : declaration;
    if (fn && ts.isFunctionLike(fn)) {
      fn.parameters.slice(call.arguments.length).forEach((p) => collect(p.initializer));
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (ERROR_HELPERS.has(name)) {
        node.arguments.forEach(collect);
        helperDefaults(node);
      } else if (name === 'addFieldError') {
        collect(node.arguments[2]);
      }
    }
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'ApiError'
    ) {
      collect(node.arguments?.[1]);
    }
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      MESSAGE_PROPERTIES.has(node.name.text)
    ) {
      collect(node.initializer);
    }
    if (ts.isShorthandPropertyAssignment(node) && MESSAGE_PROPERTIES.has(node.name.text)) {
      collect(node.name);
    }
    if (
      (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) &&
      node.name &&
      ts.isIdentifier(node.name) &&
      PROBLEM_FUNCTION.test(node.name.text)
    ) {
      returnsOf(node).forEach(collect);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of files) {
    if (file === HELPERS_FILE) continue;
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not compiled: ${file}`);
    visit(source);
  }
  return { messages, unresolved };
}
