import type { OutcomeCriterionInput, Template, TraitExpectation } from 'karenina';
import type { RubricTraitInput, SatisfyTemplateMatcherOptions, ScoreTraitMatcherOptions, VerifyMatcherOptions } from './matchers.js';
/** The karenina matchers. `R` is what a matcher returns (`void`, or a promise with `.resolves` / `.rejects`). */
export interface KareninaMatchers<R> {
    /**
     * The judge parses the received response (a string, or an agent trace) into the template, and the
     * template verifies it. Await it.
     * @example await expect('Venetoclax inhibits BCL2.').toVerify(Answer, { question: 'What does venetoclax target?' })
     */
    toVerify(template: Template, options?: VerifyMatcherOptions): Promise<R>;
    /**
     * One rubric trait's score on the received response meets `expected` (boolean, exact score,
     * `{ atLeast, atMost }`, literal class, or metric bounds such as `{ f1: { atLeast: 0.8 } }`). Await it.
     * @example await expect(answer).toScoreTrait(citations, true)
     */
    toScoreTrait(trait: RubricTraitInput, expected?: TraitExpectation, options?: ScoreTraitMatcherOptions): Promise<R>;
    /**
     * The received values (what a judge would return) satisfy the template. Synchronous, no judge; a classic
     * Python template throws, pointing to `toSatisfyTemplateAsync`.
     * @example expect({ target: 'BCL2' }).toSatisfyTemplate(Answer)
     */
    toSatisfyTemplate(template: Template, options?: SatisfyTemplateMatcherOptions): R;
    /**
     * As `toSatisfyTemplate`, for every template, classic Python templates included (their class runs in the
     * Python sandbox, which is asynchronous). Await it.
     * @example await expect({ result: 4 }).toSatisfyTemplateAsync(pythonTemplate(source))
     */
    toSatisfyTemplateAsync(template: Template, options?: SatisfyTemplateMatcherOptions): Promise<R>;
    /**
     * The received scenario run (a `ScenarioExecutionResult`) satisfies an outcome criterion: its name, or an
     * outcome check. Fails with the path taken and the turn that decided it.
     * @example expect(run).toSatisfyOutcome(outcome.lastTurn({ verify_result: true }))
     */
    toSatisfyOutcome(criterion: OutcomeCriterionInput): R;
}
declare module 'expect' {
    interface Matchers<R extends void | Promise<void>, T = unknown> {
        toVerify(template: Template, options?: VerifyMatcherOptions): Promise<R>;
        toScoreTrait(trait: RubricTraitInput, expected?: TraitExpectation, options?: ScoreTraitMatcherOptions): Promise<R>;
        toSatisfyTemplate(template: Template, options?: SatisfyTemplateMatcherOptions): R;
        toSatisfyTemplateAsync(template: Template, options?: SatisfyTemplateMatcherOptions): Promise<R>;
        toSatisfyOutcome(criterion: OutcomeCriterionInput): R;
    }
}
declare global {
    namespace jest {
        interface Matchers<R, T = {}> {
            toVerify(template: Template, options?: VerifyMatcherOptions): Promise<R>;
            toScoreTrait(trait: RubricTraitInput, expected?: TraitExpectation, options?: ScoreTraitMatcherOptions): Promise<R>;
            toSatisfyTemplate(template: Template, options?: SatisfyTemplateMatcherOptions): R;
            toSatisfyTemplateAsync(template: Template, options?: SatisfyTemplateMatcherOptions): Promise<R>;
            toSatisfyOutcome(criterion: OutcomeCriterionInput): R;
        }
    }
}
