#!/usr/bin/env node
// The `karenina` bin: the command line over process streams. Exit codes: see exit-codes.ts or `karenina --help`.
import './node-version-exit.js'
import './heap-settings.js'
import { runCli } from './run-cli.js'

process.exitCode = await runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() })
