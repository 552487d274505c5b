#!/usr/bin/env node
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
require("./node-version-exit.js");
const run_cli_js_1 = require("./run-cli.js");
process.exitCode = await (0, run_cli_js_1.runCli)(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() });
