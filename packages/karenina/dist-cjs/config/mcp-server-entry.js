"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.McpServerEntrySchema = exports.StdioServerSchema = void 0;
const zod_1 = require("zod");
exports.StdioServerSchema = zod_1.z.strictObject({
    command: zod_1.z.string().min(1, 'the command must not be empty'),
    args: zod_1.z.array(zod_1.z.string()).optional(),
    env: zod_1.z.record(zod_1.z.string(), zod_1.z.string()).optional(),
    cwd: zod_1.z.string().optional(),
});
exports.McpServerEntrySchema = zod_1.z.union([zod_1.z.string(), exports.StdioServerSchema]);
