// @ts-check
import { ArtifactKeys, BaseStage } from 'karenina'

/** Fail verification if the response is too short. */
export class WordCountCheckStage extends BaseStage {
  name = 'WordCountCheck'
  /** @override */
  requires = [ArtifactKeys.RAW_LLM_RESPONSE]
  /** @override */
  produces = ['word_count', 'word_count_passed']

  /** @param {number} minWords */
  constructor(minWords = 10) {
    super()
    this.minWords = minWords
  }

  /**
   * @override
   * @param {import('karenina').VerificationContext} context
   */
  shouldRun(context) {
    if (!super.shouldRun(context)) return false
    return context.hasArtifact(ArtifactKeys.RAW_LLM_RESPONSE)
  }

  /** @param {import('karenina').VerificationContext} context */
  execute(context) {
    const response = context.getArtifact(ArtifactKeys.RAW_LLM_RESPONSE, '') ?? ''
    const wordCount = String(response).split(/\s+/).filter(Boolean).length
    const passed = wordCount >= this.minWords
    context.setArtifact('word_count', wordCount)
    context.setArtifact('word_count_passed', passed)
    context.setResultField('word_count', wordCount)
    context.setResultField('word_count_passed', passed)
  }
}
