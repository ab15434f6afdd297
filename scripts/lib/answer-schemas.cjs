/**
 * JSON Schemas of every command's answer, generated from the contract library's TypeScript.
 *
 * A command's answer exists only as a type: `defineCommand<Answer>()(service, name, request)` (or a
 * local alias of `defineCommand`). This walks libs/contracts/src, finds every such call, and has
 * ts-json-schema-generator turn its `Answer` type argument into a JSON Schema (draft 2020-12
 * compatible, as OpenAPI 3.1 uses). Named types the answers use become shared definitions.
 *
 * Result, written to apps/gateway/src/openapi/answer-schemas.json by scripts/answer-schemas.mjs:
 *   { answers: { <command name>: <schema> }, definitions: { <type name>: <schema> }, zodSchemas: [<export name>] }
 * with every reference as `#/components/schemas/<type name>`, ready for the OpenAPI document's components.
 * apps/gateway/src/openapi/answer-schemas.spec.ts fails when the committed file is not current.
 */
const path = require('node:path');
const ts = require('typescript');
const { BaseType, createFormatter, createParser, SchemaGenerator, DEFAULT_CONFIG } = require('ts-json-schema-generator');

const repoRoot = path.resolve(__dirname, '../..');
const contractsDir = path.join(repoRoot, 'libs/contracts');
const OUTPUT = path.join(repoRoot, 'apps/gateway/src/openapi/answer-schemas.json');
const REF_PREFIX = '#/components/schemas/';

function createProgram() {
  const configFile = path.join(contractsDir, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, contractsDir);
  return ts.createProgram(
    parsed.fileNames.filter((f) => !f.endsWith('.spec.ts')),
    // Sibling libraries (@dental/x12, ...) are read from their sources, as the root tsconfig.json does,
    // so the result does not depend on whether they were built.
    {
      ...parsed.options,
      noEmit: true,
      composite: false,
      incremental: false,
      baseUrl: repoRoot,
      paths: { '@dental/*': ['libs/*/src'] },
    },
  );
}

/** `X<Answer>()(service, 'name', request)` whose result is a CommandDef: the Answer type node and the name. */
function findCommands(program) {
  const checker = program.getTypeChecker();
  const found = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isCallExpression(node.expression) &&
      node.expression.typeArguments?.length === 1 &&
      node.arguments.length === 3
    ) {
      const type = checker.getTypeAtLocation(node);
      const symbol = type.aliasSymbol ?? type.getSymbol();
      if (symbol?.getName() === 'CommandDef') {
        const nameArg = node.arguments[1];
        if (!ts.isStringLiteralLike(nameArg)) {
          throw new Error(`${node.getSourceFile().fileName}: a command's name must be a string literal (${nameArg.getText()})`);
        }
        found.push({ name: nameArg.text, typeNode: node.expression.typeArguments[0], file: node.getSourceFile().fileName });
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const sourceFile of program.getSourceFiles()) {
    if (sourceFile.fileName.startsWith(path.join(contractsDir, 'src')) && !sourceFile.isDeclarationFile) visit(sourceFile);
  }
  return found;
}

/**
 * Types inferred from a zod schema (`z.output<typeof fooSchema>`, `z.infer<...>`, `z.input<...>`) are
 * beyond the generator (zod's types are computed); they become a reference to the schema itself,
 * which the OpenAPI document turns into JSON Schema from the zod object (`zodSchemas` lists them).
 */
class ZodSchemaType extends BaseType {
  constructor(exportName) {
    super();
    this.exportName = exportName;
  }
  getId() {
    return `zod-${this.exportName}`;
  }
}

class ZodInferenceParser {
  constructor(checker, exported, used) {
    this.checker = checker;
    this.exported = exported;
    this.used = used;
  }
  supportsNode(node) {
    return (
      ts.isTypeReferenceNode(node) &&
      ts.isQualifiedName(node.typeName) &&
      ['output', 'infer', 'input', 'TypeOf'].includes(node.typeName.right.text) &&
      node.typeArguments?.length === 1 &&
      ts.isTypeQueryNode(node.typeArguments[0])
    );
  }
  createType(node) {
    const query = node.typeArguments[0].exprName;
    const name = ts.isIdentifier(query) ? query.text : query.getText();
    let symbol = this.checker.getSymbolAtLocation(ts.isIdentifier(query) ? query : query.right);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    if (!ts.isIdentifier(query) || this.exported.get(name) !== symbol) {
      throw new Error(`${name} must be exported from @dental/contracts for its inferred type to be described`);
    }
    this.used.add(name);
    return new ZodSchemaType(name);
  }
}

class ZodSchemaFormatter {
  supportsType(type) {
    return type instanceof ZodSchemaType;
  }
  getDefinition(type) {
    return { $ref: `zod:${type.exportName}` };
  }
  getChildren() {
    return [];
  }
}

/** OpenAPI component names allow letters, digits, `.`, `-` and `_` only (generic names carry `<...>`). */
function componentName(definitionName) {
  return decodeURIComponent(definitionName)
    .replace(/[<>,|&\s[\]'"]+/g, '_')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/_+$/, '');
}

/** Rewrites `#/definitions/X` references and draft-07 spellings into OpenAPI 3.1 (JSON Schema 2020-12). */
function rewrite(value) {
  if (Array.isArray(value)) return value.map(rewrite);
  if (!value || typeof value !== 'object') return value;
  const out = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '$ref' && typeof item === 'string' && item.startsWith('zod:')) out.$ref = REF_PREFIX + item.slice('zod:'.length);
    else if (key === '$ref' && typeof item === 'string') out.$ref = REF_PREFIX + componentName(item.replace(/^#\/definitions\//, ''));
    else if (key === 'items' && Array.isArray(item)) out.prefixItems = rewrite(item);
    else if (key === 'additionalItems') out.items = rewrite(item);
    else out[key] = rewrite(item);
  }
  return out;
}

/** The generator's errors nest their cause; the innermost names the type it could not read. */
function describe(error) {
  const messages = [];
  for (let e = error; e; e = e.cause ?? e.originalError) {
    const where = e.node?.getSourceFile
      ? ` at ${path.relative(repoRoot, e.node.getSourceFile().fileName)}: ${e.node.getText().slice(0, 120)}`
      : '';
    messages.push(`${e.message}${where}`);
  }
  return messages.join(' <- ');
}

function generateAnswerSchemas() {
  const program = createProgram();
  const config = {
    ...DEFAULT_CONFIG,
    expose: 'export',
    topRef: false,
    jsDoc: 'extended',
    skipTypeCheck: true,
    // Answers may carry more than their type promises (clients must ignore unknown fields).
    additionalProperties: true,
    sortProps: true,
  };
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(path.join(contractsDir, 'src/index.ts'));
  const exported = new Map(
    checker
      .getExportsOfModule(checker.getSymbolAtLocation(index))
      .map((symbol) => [symbol.getName(), symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol]),
  );
  const zodSchemas = new Set();
  const parser = createParser(program, config, (chain) => chain.nodeParsers.unshift(new ZodInferenceParser(checker, exported, zodSchemas)));
  const formatter = createFormatter(config, (chain) => chain.addTypeFormatter(new ZodSchemaFormatter()));
  const generator = new SchemaGenerator(program, parser, formatter, config);
  const answers = {};
  const definitions = {};
  const commands = findCommands(program).sort((a, b) => a.name.localeCompare(b.name));
  for (const command of commands) {
    if (answers[command.name]) throw new Error(`Command ${command.name} is defined twice`);
    let schema;
    try {
      schema = generator.createSchemaFromNodes([command.typeNode]);
    } catch (error) {
      if (process.env.ANSWER_SCHEMAS_DEBUG) console.error(error);
      throw new Error(`Cannot generate the answer schema of ${command.name} (${command.typeNode.getText()}): ${describe(error)}`);
    }
    const { $schema: _draft, definitions: defs, ...answer } = schema;
    answers[command.name] = rewrite(answer);
    for (const [name, definition] of Object.entries(defs ?? {})) {
      const key = componentName(name);
      const rewritten = rewrite(definition);
      if (definitions[key] && JSON.stringify(definitions[key]) !== JSON.stringify(rewritten)) {
        throw new Error(`Two different answer types are both named ${key}; rename one in libs/contracts`);
      }
      definitions[key] = rewritten;
    }
  }
  const sortedDefinitions = Object.fromEntries(Object.entries(definitions).sort(([a], [b]) => a.localeCompare(b)));
  return { answers, definitions: sortedDefinitions, zodSchemas: [...zodSchemas].sort() };
}

function answerSchemasJson() {
  return `${JSON.stringify(generateAnswerSchemas(), null, 2)}\n`;
}

module.exports = { generateAnswerSchemas, answerSchemasJson, OUTPUT };
