import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One route a service's HTTP controller declares, read from its decorators. */
export interface ControllerRoute {
  readonly service: string;
  readonly method: HttpMethod;
  /** `/envelopes/{id}`: Nest's `:id` written as OpenAPI writes it. */
  readonly path: string;
  /** `@HttpCode(n)`, or Nest's default (201 for POST, 200 otherwise). */
  readonly status: number;
  /** `services/envelopes/src/.../x.http-controller.ts#method`, for messages. */
  readonly source: string;
  /** `envelopes.create`: the controller class (less `HttpController`) and the handler. */
  readonly operationId: string;
}

const METHOD_DECORATORS: Record<string, HttpMethod> = {
  Get: 'get',
  Post: 'post',
  Put: 'put',
  Patch: 'patch',
  Delete: 'delete',
};

function decoratorCall(decorator: ts.Decorator): { name: string; args: readonly ts.Expression[] } | null {
  const call = decorator.expression;
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return null;
  return { name: call.expression.text, args: call.arguments };
}

function literalArgument(args: readonly ts.Expression[], where: string): string {
  const [first] = args;
  if (first === undefined) return '';
  if (ts.isStringLiteralLike(first)) return first.text;
  throw new Error(`${where}: a route path must be a string literal for the API reference to read it`);
}

function joinPath(...parts: string[]): string {
  const segments = parts.flatMap((part) => part.split('/')).filter((segment) => segment !== '');
  return `/${segments.map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment)).join('/')}`;
}

/** Every route of one controller file, in declaration order. */
export function routesOfControllerFile(root: string, file: string, service: string): ControllerRoute[] {
  const relativeFile = relative(root, file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const routes: ControllerRoute[] = [];
  const classes = new Map(
    source.statements
      .filter((statement) => ts.isClassDeclaration(statement) && statement.name)
      .map((statement) => [(statement as ts.ClassDeclaration).name!.text, statement as ts.ClassDeclaration]),
  );
  // A controller's handlers, then those it inherits from a class of the same file (Nest serves
  // inherited route handlers too: one handler reached under two prefixes).
  const handlersOf = (declaration: ts.ClassDeclaration): ts.MethodDeclaration[] => {
    const base = declaration.heritageClauses
      ?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)
      ?.types[0]?.expression.getText(source);
    const inherited = base && classes.get(base);
    return [
      ...declaration.members.filter(ts.isMethodDeclaration),
      ...(inherited ? handlersOf(inherited) : []),
    ];
  };
  for (const statement of source.statements) {
    if (!ts.isClassDeclaration(statement)) continue;
    const controller = ts
      .getDecorators(statement)
      ?.map(decoratorCall)
      .find((call) => call?.name === 'Controller');
    if (!controller) continue;
    const prefix = literalArgument(controller.args, relativeFile);
    const className = (statement.name?.text ?? '').replace(/HttpController$/, '');
    const operationPrefix = className.charAt(0).toLowerCase() + className.slice(1);
    for (const member of handlersOf(statement)) {
      const calls = (ts.getDecorators(member) ?? []).map(decoratorCall).filter((call) => call !== null);
      const handler = member.name.getText(source);
      for (const call of calls) {
        const method = METHOD_DECORATORS[call.name];
        if (!method) continue;
        const where = `${relativeFile}#${handler}`;
        const code = calls.find((other) => other.name === 'HttpCode')?.args[0];
        const status = code && ts.isNumericLiteral(code) ? Number(code.text) : method === 'post' ? 201 : 200;
        routes.push({
          service,
          method,
          path: joinPath(prefix, literalArgument(call.args, where)),
          status,
          source: where,
          operationId: `${operationPrefix}.${handler}`,
        });
      }
    }
  }
  return routes;
}

function* controllerFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* controllerFiles(path);
    else if (entry.name.endsWith('.http-controller.ts')) yield path;
  }
}

/** Every HTTP route every service declares (`services/<name>/src/**\/*.http-controller.ts`). */
export function controllerRoutes(root: string): ControllerRoute[] {
  const servicesDir = join(root, 'services');
  return readdirSync(servicesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      [...controllerFiles(join(servicesDir, entry.name, 'src'))]
        .sort()
        .flatMap((file) => routesOfControllerFile(root, file, entry.name)),
    );
}
