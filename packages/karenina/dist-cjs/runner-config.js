"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.emptyShardNote = exports.resolveRunnerConfig = void 0;
var runner_config_js_1 = require("./runner/runner-config.js");
Object.defineProperty(exports, "resolveRunnerConfig", { enumerable: true, get: function () { return runner_config_js_1.resolveRunnerConfig; } });
var shard_notes_js_1 = require("./runner/shard-notes.js");
Object.defineProperty(exports, "emptyShardNote", { enumerable: true, get: function () { return shard_notes_js_1.emptyShardNote; } });
