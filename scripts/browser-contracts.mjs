// The shared contracts (packages/shared/src/contracts), as the browser build sees them.
//
// A contract carries the call's route — method, path, auth —, its zod schemas, and a summary and
// tags for the server's OpenAPI document. The browser needs the route of every call it makes,
// but schemas only where a form checks its input before sending (those import the input schema
// by name); production trusts the server's responses (apps/web/src/lib/api.ts). Left as they are,
// a page that imports a contract for its path builds every schema in the module, and so loads and
// runs zod, before it renders.
//
// In the web's production build this plugin rewrites each contract module:
// 1. the fields of every `defineContract({...})` literal the browser never reads (`body`,
//    `query`, `params`, `response`, `summary`, `tags`) become `undefined`;
// 2. every top-level declaration's initializer is marked pure, so a schema nobody uses drops out
//    even when it is built from another one (`Base.extend(...)`, `schema.nullable()`, a helper's
//    call), which a bundler cannot prove free of side effects on its own.
// A page that only reads then ships no zod at all. The server, the tests and the dev server
// (which checks responses against `response`) see the contracts unchanged.
import MagicString from 'magic-string';

/** The `defineContract` fields the browser never reads at run time. */
export const STRIPPED_FIELDS = ['body', 'query', 'params', 'response', 'summary', 'tags'];

const CONTRACT_MODULE = /packages[\\/]shared[\\/]src[\\/]contracts[\\/][^\\/]+\.ts$/;

// Initializers with nothing to drop.
const PLAIN_INIT = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'Literal', 'Identifier']);

const isNode = (value) => typeof value === 'object' && value !== null && typeof value.type === 'string';

/** Every node of an ESTree, depth first. */
function* walk(node) {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* walk(item);
    } else if (isNode(value)) {
      yield* walk(value);
    }
  }
}

function keyName(prop) {
  if (prop.type !== 'Property' || prop.computed) return undefined;
  if (prop.key.type === 'Identifier') return prop.key.name;
  if (prop.key.type === 'Literal' && typeof prop.key.value === 'string') return prop.key.value;
  return undefined;
}

function stripContractFields(program, s) {
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') continue;
    if (node.callee.name !== 'defineContract') continue;
    const [arg] = node.arguments;
    if (arg?.type !== 'ObjectExpression') {
      // A contract built elsewhere would keep its schemas silently: say so instead.
      throw new Error(`defineContract at offset ${node.start} takes no object literal: write it inline`);
    }
    for (const prop of arg.properties) {
      const name = keyName(prop);
      if (!name || !STRIPPED_FIELDS.includes(name)) continue;
      if (prop.shorthand) s.overwrite(prop.start, prop.end, `${name}: void 0`);
      else s.overwrite(prop.value.start, prop.value.end, 'void 0');
    }
  }
}

// Contract modules declare schemas, catalogue lookups and constants; none is declared for a side
// effect (the one side effect, zod's Korean messages in contract.ts, is a statement). An
// annotated IIFE keeps the evaluation order and lets the bundler drop what is unused.
function markDeclarationsPure(program, s) {
  for (const statement of program.body) {
    const decl = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (decl?.type !== 'VariableDeclaration') continue;
    for (const { init } of decl.declarations) {
      if (!init || PLAIN_INIT.has(init.type)) continue;
      s.appendLeft(init.start, '/*#__PURE__*/ (() => (');
      s.prependRight(init.end, '))()');
    }
  }
}

/**
 * One contract module's JavaScript (types already stripped) and its ESTree, rewritten for the
 * browser; null when there is nothing to change.
 */
export function browserContractModule(code, program) {
  const s = new MagicString(code);
  stripContractFields(program, s);
  markDeclarationsPure(program, s);
  return s.hasChanged() ? s : null;
}

/** The Vite plugin (production builds only). */
export function browserContractsPlugin() {
  return {
    name: 'sidequest-browser-contracts',
    apply: 'build',
    transform: {
      filter: { id: CONTRACT_MODULE },
      handler(code, id) {
        const s = browserContractModule(code, this.parse(code));
        if (!s) return null;
        return { code: s.toString(), map: s.generateMap({ hires: 'boundary', source: id }) };
      },
    },
  };
}
