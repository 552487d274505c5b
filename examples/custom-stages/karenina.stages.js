// @ts-check
// The stages of a run: Karenina's defaults with WordCountCheck and ToxicityCheck after VerifyTemplate.
// Every entry point takes this function: runTask(task, { stages }), runVerification(benchmark, config,
// { stages }), describeBenchmark(benchmark, { stages }), expect(response).toVerify(Template, { stages }),
// and `karenina verify bench.jsonld --stages karenina.stages.js` (its default export).
import { ToxicityCheckStage } from './toxicity-check.js'
import { WordCountCheckStage } from './word-count-check.js'

/**
 * @param {readonly import('karenina').Stage[]} defaults the task's default stages (read-only)
 * @returns {import('karenina').Stage[]}
 */
export default function stages(defaults) {
  const list = [...defaults]
  const at = list.findIndex((stage) => stage.name === 'VerifyTemplate')
  // Rubric-only runs have no VerifyTemplate: the checks then go just before FinalizeResult.
  list.splice(at === -1 ? list.length - 1 : at + 1, 0, new WordCountCheckStage(5), new ToxicityCheckStage(0.25))
  return list
}
