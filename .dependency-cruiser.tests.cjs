/* global require */
/**
 * The import zones that the tests follow too (docs/architecture.md, "Import
 * zones"): a test beside a feature imports no other feature. Tests may render
 * the whole console (src/ui/testing/) and read the page table, so the other
 * zone rules apply to the code only (.dependency-cruiser.cjs).
 */
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: base.forbidden.filter((rule) => rule.name === 'feature-imports-no-other-feature'),
  options: { ...base.options, exclude: undefined, includeOnly: '^src/ui/' },
};
