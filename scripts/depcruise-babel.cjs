/**
 * How dependency-cruiser reads the TypeScript files (scripts/boundaries.mjs, .dependency-cruiser.cjs).
 * dependency-cruiser 17 parses TypeScript with the `typescript` package below version 7, and this
 * project has 7, so Babel strips the types instead. A type-only import still ties two files together,
 * for a reader and for the layer rules, so before the types go it becomes a bare import of the same
 * file, which Babel keeps. (The TypeScript transform drops type imports on entering the program, so
 * this runs there, first.)
 */
function keepTypeImports({ types: t }) {
  const typeOnly = (node) =>
    (t.isImportDeclaration(node) &&
      (node.importKind === 'type' ||
        (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')))) ||
    (t.isExportNamedDeclaration(node) && node.source && node.exportKind === 'type');
  return {
    visitor: {
      Program: {
        enter(path) {
          for (const statement of path.get('body')) {
            if (typeOnly(statement.node))
              statement.replaceWith(t.importDeclaration([], t.stringLiteral(statement.node.source.value)));
          }
        },
      },
    },
  };
}

module.exports = {
  plugins: [keepTypeImports],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
