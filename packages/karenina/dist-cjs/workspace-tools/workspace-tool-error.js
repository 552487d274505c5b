"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.WorkspaceToolError = void 0;
class WorkspaceToolError extends Error {
    constructor(message) {
        super(message);
        this.name = 'WorkspaceToolError';
    }
}
exports.WorkspaceToolError = WorkspaceToolError;
