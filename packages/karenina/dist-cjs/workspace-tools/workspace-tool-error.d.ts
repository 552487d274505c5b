/**
 * A refused or failed workspace tool call. Thrown inside a tool's `execute`, it reaches the model as an
 * error tool result (`is_error: true`) through the agent loop; it never ends the run.
 */
export declare class WorkspaceToolError extends Error {
    constructor(message: string);
}
