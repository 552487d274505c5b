import type { CompatMode } from '../../compat/compat-mode.js';
import type { ScenarioDefinition } from '../../scenario/scenario-definition.js';
import type { Template } from '../../template/template.js';
type Json = Record<string, unknown>;
type Path = (string | number)[];
/**
 * A scenario as Karenina stores it in a checkpoint's `hasPart` (spec 05 §6.3, `scenario/checkpoint.py`):
 * StateCheck conditions and outcome checks as data (outcome nodes named by their Python class), Python
 * sources kept, TS functions (conditions, state updates, criteria) left out since they cannot be stored.
 */
export declare function scenarioToCheckpoint(def: ScenarioDefinition): Json;
/** Options of {@link scenarioFromCheckpoint}. */
export interface ScenarioPartOptions {
    /** Named in errors. */
    file: string;
    /** Path of the part in the file. @default ['hasPart', 0] */
    path?: Path;
    /** TS templates for nodes whose stored template is Python code, keyed `<scenario>/<node>`. */
    templates?: Readonly<Record<string, Template>>;
    compat?: CompatMode;
}
/**
 * Reads a checkpoint's scenario (`hasPart[i]`) into a validated ScenarioDefinition. Declarative templates
 * are rebuilt from their Python source; a template that is Python code keeps a `templateProblem` naming the
 * scenario and node (its turns fail ValidateTemplate) unless a TS template is given for it. Python-source
 * conditions and criteria are kept by name (`conditionSource`, `evaluateSource`). Problems throw a
 * CheckpointError naming the file and the key path.
 */
export declare function scenarioFromCheckpoint(raw: unknown, options: ScenarioPartOptions): ScenarioDefinition;
export {};
