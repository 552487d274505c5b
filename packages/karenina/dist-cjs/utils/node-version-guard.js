"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const node_version_js_1 = require("./node-version.js");
const message = (0, node_version_js_1.unsupportedNodeMessage)(process.versions.node);
if (message !== null)
    throw new Error(message);
