#!/usr/bin/env node
import './node-version-exit.js';
