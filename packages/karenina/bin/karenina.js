#!/usr/bin/env node
// The `karenina` bin. It lives outside dist/ so that a workspace install can link it before the first build;
// the command itself is the built CLI.
import '../dist/cli.js'
