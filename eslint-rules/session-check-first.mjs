// The data-access rule (docs/security.md, "Admin area"): a server-rendered admin piece or an owner
// route handler asks lib/auth/dal for the session before it reads or renders anything. Checked on
// the syntax tree, so a commented-out call, a call after other work or a check that is never
// awaited all fail, where a text search would pass.

const SEGMENT = /(^|\/)(page|layout|template|default)\.[jt]sx?$/;
const ROUTE = /(^|\/)route\.[jt]sx?$/;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** @type {import('eslint').Rule.RuleModule} */
const sessionCheckFirst = {
  meta: {
    type: 'problem',
    docs: { description: 'Admin pages, layouts and owner route handlers call the data-access check first.' },
    schema: [
      {
        type: 'object',
        properties: {
          functions: { type: 'array', items: { type: 'string' } },
          source: { type: 'string' },
          // Handler wrappers that make the check themselves (`export const PUT = ownerRoute(schema, fn)`), and their module.
          wrappers: { type: 'array', items: { type: 'string' } },
          wrapperSource: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      missing: 'Call `await {{names}}()` from {{source}} as the first statement of {{what}} (docs/security.md, "Admin area").',
      client: "An admin segment renders on the server: no 'use client' here; put the interactive part in components/ (docs/security.md).",
    },
  },
  create(context) {
    const { functions = ['requireUser', 'requireOwner'], source = '@/lib/auth/dal', wrappers = [], wrapperSource = null } = context.options[0] ?? {};
    const file = context.filename.replaceAll('\\', '/');
    const isSegment = SEGMENT.test(file);
    const isRoute = ROUTE.test(file);
    if (!isSegment && !isRoute) return {};

    // The local names the check is imported as, from the data-access module only.
    const guards = new Set();
    // The local names of the wrappers, from their module only.
    const checkedBy = new Set();
    /** `ownerRoute(...)`: the wrapper asks for the session before anything else. */
    const isCheckedWrapper = (init) => init.type === 'CallExpression' && init.callee.type === 'Identifier' && checkedBy.has(init.callee.name);
    const names = functions.join('()` or `await ');

    /** `await guard(...)`, alone or as `const x = await guard(...)`. */
    const awaitsGuard = (statement) => {
      const expression =
        statement?.type === 'ExpressionStatement'
          ? statement.expression
          : statement?.type === 'VariableDeclaration' && statement.declarations.length === 1
            ? statement.declarations[0].init
            : null;
      return (
        expression?.type === 'AwaitExpression' &&
        expression.argument.type === 'CallExpression' &&
        expression.argument.callee.type === 'Identifier' &&
        guards.has(expression.argument.callee.name)
      );
    };

    const check = (fn, what) => {
      const body = fn.body?.type === 'BlockStatement' ? fn.body.body : [];
      if (!fn.async || !awaitsGuard(body[0])) context.report({ node: fn, messageId: 'missing', data: { names, source, what } });
    };

    return {
      Program(program) {
        const first = program.body[0];
        if (first?.type === 'ExpressionStatement' && first.directive === 'use client') context.report({ node: first, messageId: 'client' });
      },
      ImportDeclaration(node) {
        if (node.source.value === wrapperSource) {
          for (const specifier of node.specifiers) {
            if (specifier.type === 'ImportSpecifier' && wrappers.includes(specifier.imported.name)) checkedBy.add(specifier.local.name);
          }
        }
        if (node.source.value !== source) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && functions.includes(specifier.imported.name)) guards.add(specifier.local.name);
        }
      },
      'Program:exit'(program) {
        const declared = new Map(program.body.filter((statement) => statement.type === 'FunctionDeclaration').map((fn) => [fn.id.name, fn]));
        // A wrapped handler (`export const PUT = storeGuarded(update)`): the function it wraps, inline or declared in the file.
        const handlerOf = (init) => {
          if (init.type !== 'CallExpression') return init;
          const [wrapped] = init.arguments;
          return wrapped?.type === 'Identifier' ? (declared.get(wrapped.name) ?? init) : (wrapped ?? init);
        };
        for (const statement of program.body) {
          if (isSegment && statement.type === 'ExportDefaultDeclaration') {
            const declaration = statement.declaration;
            if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ArrowFunctionExpression' || declaration.type === 'FunctionExpression') {
              check(declaration, 'the default export');
            } else {
              context.report({ node: statement, messageId: 'missing', data: { names, source, what: 'the default export (export the function itself)' } });
            }
          }
          if (isRoute && statement.type === 'ExportNamedDeclaration' && statement.declaration) {
            const declaration = statement.declaration;
            if (declaration.type === 'FunctionDeclaration' && METHODS.has(declaration.id?.name)) check(declaration, declaration.id.name);
            if (declaration.type === 'VariableDeclaration') {
              for (const declarator of declaration.declarations) {
                if (declarator.id.type === 'Identifier' && METHODS.has(declarator.id.name) && declarator.init && !isCheckedWrapper(declarator.init))
                  check(handlerOf(declarator.init), declarator.id.name);
              }
            }
          }
        }
      },
    };
  },
};

export const housePlugin = { rules: { 'session-check-first': sessionCheckFirst } };
