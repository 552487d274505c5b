import { type PyDateTime } from './py-datetime.js';
/** Python `datetime.strptime(text, format)` (C locale). Fails with CheckError('value'), as Python's ValueError. */
export declare function pyStrptime(text: string, format: string): PyDateTime;
