import ts from 'typescript';

/** One endpoint as @rtk-query/codegen-openapi writes it, read back as the data it states. */
interface TableCall {
  readonly name: string;
  readonly kind: 'query' | 'mutation';
  readonly types: string;
  /** `METHOD /path/{pathArg}{?queryArg,name=queryArg,…}` */
  readonly route: string;
  readonly headers: readonly string[];
  readonly body: boolean;
}

const fail = (what: string, node?: ts.Node): never => {
  throw new Error(`web API: unexpected generator output (${what}${node ? `: ${node.getText()}` : ''})`);
};

const propertyName = (property: ts.ObjectLiteralElementLike): string => {
  if (!ts.isPropertyAssignment(property)) return fail('a property', property);
  const { name } = property;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return fail('a property name', property);
};

/** `queryArg.name` or `queryArg['name']`: the argument's field it reads. */
const argumentField = (expression: ts.Expression): string => {
  if (ts.isPropertyAccessExpression(expression) && expression.expression.getText() === 'queryArg')
    return expression.name.text;
  if (
    ts.isElementAccessExpression(expression) &&
    expression.expression.getText() === 'queryArg' &&
    ts.isStringLiteral(expression.argumentExpression)
  )
    return expression.argumentExpression.text;
  return fail('an argument field', expression);
};

/** `{ name: queryArg.name, per_page: queryArg.perPage }` → `name`, `per_page=perPage` */
const sentFields = (value: ts.Expression): string[] => {
  if (!ts.isObjectLiteralExpression(value)) return fail('a field list', value);
  return value.properties.map((property) => {
    const name = propertyName(property);
    const field = argumentField((property as ts.PropertyAssignment).initializer);
    return field === name ? name : `${name}=${field}`;
  });
};

/** `/items/${encodeURIComponent(String(queryArg.id))}` → `/items/{id}` */
const pathOf = (url: ts.Expression): string => {
  if (ts.isNoSubstitutionTemplateLiteral(url)) return url.text;
  if (!ts.isTemplateExpression(url)) return fail('a url', url);
  return (
    url.head.text +
    url.templateSpans
      .map(({ expression, literal }) => {
        const encoded =
          ts.isCallExpression(expression) &&
          expression.expression.getText() === 'encodeURIComponent' &&
          ts.isCallExpression(expression.arguments[0]!) &&
          expression.arguments[0].expression.getText() === 'String'
            ? expression.arguments[0].arguments[0]!
            : fail('a path parameter', expression);
        return `{${argumentField(encoded)}}${literal.text}`;
      })
      .join('')
  );
};

const callOf = (property: ts.ObjectLiteralElementLike): TableCall => {
  const name = propertyName(property);
  const call = (property as ts.PropertyAssignment).initializer;
  if (!ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression))
    return fail('an endpoint', call);
  const kind = call.expression.name.text;
  if (kind !== 'query' && kind !== 'mutation') return fail('an endpoint kind', call);
  const [definition] = call.arguments;
  if (!definition || !ts.isObjectLiteralExpression(definition) || definition.properties.length !== 1)
    return fail('an endpoint definition', call);
  const request = (definition.properties[0] as ts.PropertyAssignment).initializer;
  const body = ts.isArrowFunction(request) && request.body;
  const fields =
    body && ts.isParenthesizedExpression(body) && ts.isObjectLiteralExpression(body.expression)
      ? body.expression.properties
      : fail('a request', request);
  let method = 'GET';
  let path = '';
  let headers: string[] = [];
  let params: string[] = [];
  let sendsBody = false;
  for (const field of fields) {
    const value = (field as ts.PropertyAssignment).initializer;
    const key = propertyName(field);
    if (key === 'url') path = pathOf(value);
    else if (key === 'method' && ts.isStringLiteral(value)) method = value.text;
    else if (key === 'body' && argumentField(value) === 'body') sendsBody = true;
    else if (key === 'headers') headers = sentFields(value);
    else if (key === 'params') params = sentFields(value);
    else fail('a request field', field);
  }
  return {
    name,
    kind,
    types: (call.typeArguments ?? []).map((type) => type.getText()).join(', '),
    route: `${method} ${path}${params.length ? `{?${params.join(',')}}` : ''}`,
    headers,
    body: sendsBody,
  };
};

/** The endpoints of `api.injectEndpoints({ endpoints: (build) => ({ … }) })`, in their order. */
const callsOf = (code: string): TableCall[] => {
  const file = ts.createSourceFile('endpoints.ts', code, ts.ScriptTarget.Latest, true);
  let calls: TableCall[] | undefined;
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      propertyName(node) === 'endpoints' &&
      ts.isArrowFunction(node.initializer) &&
      ts.isParenthesizedExpression(node.initializer.body) &&
      ts.isObjectLiteralExpression(node.initializer.body.expression)
    )
      calls = node.initializer.body.expression.properties.map(callOf);
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return calls ?? fail('no endpoints');
};

const pascal = (words: string) =>
  words.replace(/(?:^|[^A-Za-z0-9]+)(.)/g, (_match, next: string) => next.toUpperCase());

/** `StorageEndpoints`: the interface in the types file that gives each endpoint of an area its types. */
export const endpointTypesName = (area: string) => `${pascal(area)}Endpoints`;

/**
 * The interface that names each endpoint of an area with its answer and argument types, for the
 * file of types (`itemsList: Query<ItemsListApiResponse, ItemsListApiArg>`).
 */
export function endpointTypes(area: string, code: string): string {
  const rows = callsOf(code).map((call) => {
    const kind = call.kind === 'query' ? 'Query' : 'Mutation';
    return `  ${call.name}: ${kind}<${call.types}>;\n`;
  });
  return `/** The endpoints tagged \`${area}\`, each with its answer and argument (table: ${area}.ts). */
export interface ${endpointTypesName(area)} {
${rows.join('')}}
`;
}

/**
 * The endpoints the generator wrote, restated as one table (web/src/api/endpoint-table.ts): a row
 * per endpoint with its name, kind, route and what else it sends, typed from the types file.
 */
export function endpointTable(area: string, code: string): string {
  const calls = callsOf(code);
  const kinds = [...new Set(calls.map((call) => call.kind))].sort();
  const rows = calls.map((call) => {
    const sends = [...call.headers, ...(call.body ? ['body'] : [])].join(',');
    return `  ${call.name}: ${call.kind}('${call.route}', '${sends}'),\n`;
  });
  return `import { injectTable, ${kinds.join(', ')} } from '../endpoint-table.js';

// Each endpoint: its route, \`METHOD /path/{field}{?field,…}\`, and the other fields it sends; one
// row a line, however long its route.
// prettier-ignore
export const generatedApi = injectTable<${endpointTypesName(area)}>({
${rows.join('')}});
`;
}
