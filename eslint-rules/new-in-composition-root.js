// `new` of an adapter or a use case only in the composition root (issue 20,
// docs/architecture.md): dependency-cruiser sees imports, not `new`, so this
// rule looks at what each `new` builds. An adapter is a class from
// src/infrastructure/**/*.adapter(s).ts (or named …Adapter), a use case one
// from src/application/**/*.use-case.ts (or named …UseCase).
import { dirname, relative, resolve, sep } from 'node:path';

const MADE_BY_THE_ROOT = /^src\/(infrastructure\/.*[.-]adapters?|application\/.*\.use-case)(\.tsx?)?$/;
const NAMED = /(Adapter|UseCase)$/;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Adapters and use cases are built only in src/composition-root.ts and src/composition/' },
    schema: [],
    messages: {
      outside:
        '`new {{name}}` ({{from}}): adapters and use cases are built only by the composition root (src/composition-root.ts, src/composition/); receive it as a dependency instead.',
    },
  },
  create(context) {
    const root = context.cwd;
    const imported = new Map();
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || typeof node.source.value !== 'string' || !node.source.value.startsWith('.')) return;
        const target = relative(root, resolve(dirname(context.filename), node.source.value)).split(sep).join('/');
        if (!MADE_BY_THE_ROOT.test(target)) return;
        for (const specifier of node.specifiers) {
          if (specifier.importKind !== 'type') imported.set(specifier.local.name, target);
        }
      },
      NewExpression(node) {
        if (node.callee.type !== 'Identifier') return;
        const { name } = node.callee;
        if (imported.has(name) || NAMED.test(name)) context.report({ node, messageId: 'outside', data: { name, from: imported.get(name) ?? 'by its name' } });
      },
    };
  },
};
