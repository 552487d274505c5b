import { type CompatMode } from '../compat/compat-mode.js';
import type { Template, TemplateInstance } from '../template/template.js';
import { type PythonSandbox } from './python-sandbox.js';
/** Options of the sandbox calls: `compat: 'karenina-python'` reproduces how Karenina runs template code. */
export interface PythonRunOptions {
    /** @default 'default' */
    compat?: CompatMode;
}
/** Options of {@link pythonTemplate}. */
export interface PythonTemplateOptions {
    /** The sandbox to run in. @default the process-wide one */
    sandbox?: PythonSandbox;
}
/**
 * A template whose verification is a classic Python `BaseAnswer` class run in the Python sandbox. The judge
 * schema comes from the class's fields (read without running it); `verify()`, `verify_granular()`,
 * `self.correct` and `self.regex` come from the class, evaluated by {@link evaluatePythonAnswer}.
 * Throws (a TemplateError or PythonSubsetError) when the class cannot be read.
 */
export declare function pythonTemplate(source: string, options?: PythonTemplateOptions): Template;
/** True for a template made by {@link pythonTemplate}. */
export declare function isPythonTemplate(template: Template): boolean;
/**
 * Builds the template's class in the sandbox (once per template) and checks its fields against the
 * judge schema. Rejects with the Python exception (e.g. `ImportError: import of os is not allowed …`) or
 * the sandbox failure.
 */
export declare function definePythonTemplate(template: Template, options?: PythonRunOptions): Promise<void>;
/**
 * Runs the Python class on a filled answer: construction (`model_post_init` / `ground_truth`), `verify()`
 * and `verify_granular()`. Never throws: a Python exception or sandbox failure becomes the error `verify()`
 * raises for this answer. After it, `answer.groundTruths` and `answer.regex` hold `self.correct` / `self.regex`.
 */
export declare function evaluatePythonAnswer(answer: TemplateInstance, options?: PythonRunOptions): Promise<void>;
