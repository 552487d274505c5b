/**
 * Names the file a failed write was for. Node's write errors (ENOSPC, EIO, EDQUOT, EFBIG…) come from a file
 * descriptor and carry neither `path` nor a file name in their message, so "no space left on device, write"
 * would not say which of a run's files failed. Sets `path` and appends it to the message, as Node's own
 * errors for `open` do; an error that already names a path, or is not a file-system error, is left as it is.
 * Returns the error, so `throw nameFileInError(error, path)` keeps its class, code and stack.
 */
export declare function nameFileInError(error: unknown, path: string): unknown;
